/**
 * Flat SVG illustrations drawn by code: one drawing per product shape, painted in a colour of the
 * `barva` parameter, a zoomed detail used as the hover picture, and icon-like category pictures.
 * No text inside the pictures (fonts may be missing where they are rendered).
 */
import { parameterValue } from './parameters.ts';

export const SHAPE_COLOURS = {
  'pump-bottle': ['tyrkysova', 'ruzova', 'fialova', 'mentolova'],
  flacon: ['fialova', 'seda', 'modra'],
  tube: ['ruzova', 'tyrkysova', 'bezova'],
  'condom-box': ['cervena', 'modra', 'cerna', 'fialova'],
  cup: ['ruzova', 'fialova', 'tyrkysova'],
  panties: ['cerna', 'bezova', 'vinova'],
  'wash-bottle': ['mentolova', 'ruzova', 'bezova'],
  wipes: ['mentolova', 'ruzova', 'modra'],
  'oil-bottle': ['oranzova', 'zluta', 'vinova'],
  'kegel-balls': ['ruzova', 'fialova', 'tyrkysova', 'seda'],
  'kegel-trainer': ['ruzova', 'fialova', 'mentolova'],
  jar: ['zelena', 'ruzova', 'modra'],
  dumbbell: ['cerna', 'seda', 'modra'],
  kettlebell: ['cerna', 'seda', 'cervena'],
  band: ['zluta', 'zelena', 'cervena', 'modra', 'cerna'],
  mat: ['fialova', 'modra', 'zelena', 'seda', 'ruzova'],
  'yoga-block': ['fialova', 'modra', 'bezova'],
  'foam-roller': ['cerna', 'modra', 'oranzova'],
  'massage-ball': ['oranzova', 'modra', 'zelena'],
  'jump-rope': ['cerna', 'cervena', 'modra'],
} as const satisfies Record<string, readonly string[]>;

export type ShapeCode = keyof typeof SHAPE_COLOURS;

export const SHAPES = Object.keys(SHAPE_COLOURS) as ShapeCode[];

export function productImagePath(shape: ShapeCode, colour: string): string {
  return `products/${shape}-${colour}.svg`;
}

export function hoverImagePath(shape: ShapeCode): string {
  return `products/${shape}-detail.svg`;
}

export function categoryImagePath(slug: string): string {
  return `categories/${slug}.svg`;
}

// --- colours -------------------------------------------------------------------------------

function toRgb(hex: string): [number, number, number] {
  const n = parseInt(hex.slice(1), 16);
  return [(n >> 16) & 255, (n >> 8) & 255, n & 255];
}

function toHex([r, g, b]: [number, number, number]): string {
  return '#' + [r, g, b].map((c) => Math.round(c).toString(16).padStart(2, '0')).join('');
}

/** Mixes two colours: t = 0 gives a, t = 1 gives b. */
export function mix(a: string, b: string, t: number): string {
  const [ar, ag, ab] = toRgb(a);
  const [br, bg, bb] = toRgb(b);
  return toHex([ar + (br - ar) * t, ag + (bg - ag) * t, ab + (bb - ab) * t]);
}

interface Palette {
  main: string;
  dark: string;
  light: string;
  pale: string;
  metal: string;
  metalDark: string;
}

function palette(hex: string): Palette {
  return {
    main: hex,
    dark: mix(hex, '#1c1c28', 0.35),
    light: mix(hex, '#ffffff', 0.55),
    pale: mix(hex, '#ffffff', 0.85),
    metal: '#c9ced6',
    metalDark: '#8d949f',
  };
}

function colourHex(colour: string): string {
  return parameterValue('barva', colour).colorHex ?? '#999999';
}

// --- drawings (800 x 800, the object centred around 400, 440) ---------------------------------

type Draw = (p: Palette) => string;

const label = (x: number, y: number, w: number, h: number, p: Palette): string =>
  `<rect x="${x}" y="${y}" width="${w}" height="${h}" rx="14" fill="${p.pale}"/>` +
  `<rect x="${x + 24}" y="${y + h * 0.3}" width="${w * 0.6}" height="14" rx="7" fill="${p.main}" opacity="0.7"/>` +
  `<rect x="${x + 24}" y="${y + h * 0.55}" width="${w * 0.4}" height="10" rx="5" fill="${p.dark}" opacity="0.35"/>`;

const shine = (x: number, y: number, h: number): string =>
  `<rect x="${x}" y="${y}" width="16" height="${h}" rx="8" fill="#ffffff" opacity="0.35"/>`;

const DRAW: Record<ShapeCode, Draw> = {
  'pump-bottle': (p) =>
    `<rect x="290" y="330" width="220" height="360" rx="44" fill="${p.main}"/>` +
    `<rect x="368" y="282" width="64" height="56" fill="${p.dark}"/>` +
    `<rect x="338" y="246" width="124" height="42" rx="10" fill="${p.dark}"/>` +
    `<rect x="452" y="254" width="84" height="18" rx="9" fill="${p.dark}"/>` +
    label(320, 440, 160, 150, p) +
    shine(306, 360, 250),
  flacon: (p) =>
    `<rect x="320" y="300" width="160" height="390" rx="34" fill="${p.main}"/>` +
    `<rect x="346" y="214" width="108" height="96" rx="14" fill="${p.dark}"/>` +
    `<rect x="346" y="240" width="108" height="8" fill="${p.light}" opacity="0.5"/>` +
    label(338, 420, 124, 170, p) +
    shine(334, 320, 300),
  tube: (p) =>
    `<path d="M262 190 L538 190 L538 226 L470 610 L330 610 L262 226 Z" fill="${p.main}"/>` +
    `<rect x="254" y="176" width="292" height="30" rx="6" fill="${p.dark}"/>` +
    `<path d="M270 186 L530 186" stroke="${p.light}" stroke-width="4" stroke-dasharray="10 8"/>` +
    `<rect x="334" y="606" width="132" height="84" rx="16" fill="${p.dark}"/>` +
    `<ellipse cx="400" cy="380" rx="78" ry="96" fill="${p.pale}"/>` +
    `<ellipse cx="400" cy="380" rx="40" ry="50" fill="${p.main}" opacity="0.5"/>`,
  'condom-box': (p) =>
    `<path d="M240 330 L320 270 L620 270 L560 330 Z" fill="${p.light}"/>` +
    `<path d="M560 330 L620 270 L620 590 L560 650 Z" fill="${p.dark}"/>` +
    `<rect x="240" y="330" width="320" height="320" fill="${p.main}"/>` +
    `<rect x="300" y="390" width="200" height="200" rx="28" fill="${p.pale}"/>` +
    `<circle cx="400" cy="490" r="62" fill="none" stroke="${p.main}" stroke-width="12" opacity="0.8"/>` +
    `<circle cx="400" cy="490" r="34" fill="none" stroke="${p.main}" stroke-width="6" opacity="0.5"/>`,
  cup: (p) =>
    `<path d="M296 290 Q290 540 400 600 Q510 540 504 290 Z" fill="${p.main}" opacity="0.92"/>` +
    `<ellipse cx="400" cy="290" rx="104" ry="26" fill="${p.light}"/>` +
    `<ellipse cx="400" cy="290" rx="84" ry="16" fill="${p.dark}" opacity="0.45"/>` +
    `<path d="M400 598 L400 684" stroke="${p.main}" stroke-width="22" stroke-linecap="round"/>` +
    `<path d="M352 520 Q400 548 448 520 M344 490 Q400 520 456 490" stroke="${p.dark}" stroke-width="6" fill="none" opacity="0.5"/>` +
    `<path d="M326 320 Q326 460 372 540" stroke="#ffffff" stroke-width="14" fill="none" stroke-linecap="round" opacity="0.4"/>`,
  panties: (p) =>
    `<path d="M226 360 L574 360 L566 430 Q474 470 446 610 L354 610 Q326 470 234 430 Z" fill="${p.main}"/>` +
    `<rect x="222" y="318" width="356" height="48" rx="10" fill="${p.dark}"/>` +
    `<path d="M360 470 Q400 486 440 470 L430 600 L370 600 Z" fill="${p.light}" opacity="0.55"/>` +
    `<path d="M234 430 Q326 470 354 610 M566 430 Q474 470 446 610" stroke="${p.dark}" stroke-width="6" fill="none" opacity="0.6"/>`,
  'wash-bottle': (p) =>
    `<rect x="296" y="300" width="208" height="392" rx="100" fill="${p.main}"/>` +
    `<rect x="352" y="230" width="96" height="84" rx="12" fill="${p.dark}"/>` +
    `<rect x="352" y="254" width="96" height="10" fill="${p.light}" opacity="0.6"/>` +
    label(326, 440, 148, 150, p) +
    shine(318, 340, 300),
  wipes: (p) =>
    `<rect x="190" y="380" width="420" height="250" rx="70" fill="${p.main}"/>` +
    `<rect x="190" y="570" width="420" height="60" rx="30" fill="${p.dark}" opacity="0.25"/>` +
    `<rect x="290" y="410" width="220" height="96" rx="40" fill="${p.light}"/>` +
    `<path d="M330 450 Q370 360 400 410 Q430 350 470 450 Z" fill="#ffffff"/>` +
    `<path d="M230 560 Q400 590 570 560" stroke="${p.pale}" stroke-width="8" fill="none" opacity="0.7"/>`,
  'oil-bottle': (p) =>
    `<rect x="296" y="380" width="208" height="310" rx="56" fill="${p.main}" opacity="0.9"/>` +
    `<path d="M296 440 Q296 360 370 350 L430 350 Q504 360 504 440 Z" fill="${p.main}" opacity="0.9"/>` +
    `<rect x="370" y="290" width="60" height="70" fill="${p.dark}"/>` +
    `<rect x="352" y="214" width="96" height="86" rx="18" fill="${p.dark}"/>` +
    `<circle cx="400" cy="214" r="30" fill="${p.dark}"/>` +
    label(326, 470, 148, 140, p) +
    shine(312, 400, 250),
  'kegel-balls': (p) =>
    `<rect x="384" y="320" width="32" height="230" fill="${p.dark}"/>` +
    `<circle cx="400" cy="320" r="96" fill="${p.main}"/>` +
    `<circle cx="400" cy="540" r="96" fill="${p.main}"/>` +
    `<circle cx="368" cy="290" r="26" fill="#ffffff" opacity="0.35"/>` +
    `<circle cx="368" cy="510" r="26" fill="#ffffff" opacity="0.35"/>` +
    `<path d="M400 636 Q400 690 450 700 Q500 710 500 670" stroke="${p.dark}" stroke-width="14" fill="none" stroke-linecap="round"/>` +
    `<circle cx="500" cy="664" r="18" fill="none" stroke="${p.dark}" stroke-width="10"/>`,
  'kegel-trainer': (p) =>
    `<ellipse cx="320" cy="430" rx="104" ry="148" fill="${p.main}"/>` +
    `<path d="M320 576 Q320 650 380 680" stroke="${p.main}" stroke-width="26" fill="none" stroke-linecap="round"/>` +
    `<ellipse cx="290" cy="370" rx="26" ry="48" fill="#ffffff" opacity="0.35"/>` +
    `<rect x="480" y="300" width="170" height="320" rx="26" fill="#2f3140"/>` +
    `<rect x="494" y="324" width="142" height="262" rx="12" fill="${p.pale}"/>` +
    `<path d="M504 470 L530 470 L546 420 L566 520 L584 440 L600 470 L626 470" stroke="${p.main}" stroke-width="8" fill="none" stroke-linejoin="round"/>` +
    `<circle cx="565" cy="380" r="24" fill="${p.main}" opacity="0.6"/>`,
  jar: (p) =>
    `<rect x="280" y="340" width="240" height="340" rx="30" fill="${p.main}"/>` +
    `<rect x="268" y="268" width="264" height="80" rx="14" fill="${p.dark}"/>` +
    [290, 320, 350, 380, 410, 440, 470, 500]
      .map((x) => `<rect x="${x}" y="276" width="8" height="64" rx="4" fill="${p.light}" opacity="0.35"/>`)
      .join('') +
    label(306, 420, 188, 170, p) +
    `<g transform="rotate(-20 560 660)"><rect x="520" y="642" width="80" height="36" rx="18" fill="${p.light}"/><rect x="520" y="642" width="40" height="36" rx="18" fill="${p.dark}"/></g>` +
    `<g transform="rotate(15 230 670)"><rect x="190" y="652" width="80" height="36" rx="18" fill="${p.light}"/><rect x="230" y="652" width="40" height="36" rx="18" fill="${p.dark}"/></g>`,
  dumbbell: (p) =>
    `<rect x="300" y="418" width="200" height="36" rx="10" fill="${p.metal}"/>` +
    [330, 350, 370, 390, 410, 430, 450]
      .map((x) => `<rect x="${x}" y="418" width="6" height="36" fill="${p.metalDark}" opacity="0.5"/>`)
      .join('') +
    `<polygon points="170,436 200,326 290,326 320,436 290,546 200,546" fill="${p.main}"/>` +
    `<polygon points="480,436 510,326 600,326 630,436 600,546 510,546" fill="${p.main}"/>` +
    `<polygon points="200,326 290,326 320,436 170,436" fill="#ffffff" opacity="0.18"/>` +
    `<polygon points="510,326 600,326 630,436 480,436" fill="#ffffff" opacity="0.18"/>` +
    `<rect x="280" y="400" width="24" height="72" rx="6" fill="${p.metalDark}"/>` +
    `<rect x="496" y="400" width="24" height="72" rx="6" fill="${p.metalDark}"/>`,
  kettlebell: (p) =>
    `<path d="M300 420 L300 300 Q300 220 400 220 Q500 220 500 300 L500 420" stroke="${p.dark}" stroke-width="48" fill="none" stroke-linecap="round"/>` +
    `<circle cx="400" cy="500" r="176" fill="${p.main}"/>` +
    `<ellipse cx="400" cy="668" rx="120" ry="18" fill="${p.dark}"/>` +
    `<ellipse cx="340" cy="430" rx="46" ry="70" fill="#ffffff" opacity="0.2"/>`,
  band: (p) =>
    `<ellipse cx="400" cy="470" rx="236" ry="150" fill="none" stroke="${p.dark}" stroke-width="64"/>` +
    `<ellipse cx="400" cy="450" rx="236" ry="150" fill="none" stroke="${p.main}" stroke-width="64"/>` +
    `<path d="M200 380 Q400 250 600 380" stroke="#ffffff" stroke-width="10" fill="none" opacity="0.35" stroke-linecap="round"/>`,
  mat: (p) =>
    `<polygon points="120,600 470,600 600,700 250,700" fill="${p.light}"/>` +
    `<polygon points="120,600 470,600 470,612 120,612" fill="${p.dark}" opacity="0.4"/>` +
    `<rect x="210" y="380" width="350" height="200" fill="${p.main}"/>` +
    `<ellipse cx="210" cy="480" rx="56" ry="100" fill="${p.dark}"/>` +
    `<ellipse cx="560" cy="480" rx="56" ry="100" fill="${p.light}"/>` +
    `<path d="M560 400 A40 80 0 1 1 559 400 M560 430 A24 50 0 1 1 559 430" stroke="${p.dark}" stroke-width="6" fill="none" opacity="0.6"/>` +
    `<rect x="300" y="376" width="26" height="208" fill="${p.pale}" opacity="0.8"/>` +
    `<rect x="444" y="376" width="26" height="208" fill="${p.pale}" opacity="0.8"/>`,
  'yoga-block': (p) =>
    `<polygon points="400,250 620,340 400,430 180,340" fill="${p.light}"/>` +
    `<polygon points="180,340 400,430 400,650 180,560" fill="${p.main}"/>` +
    `<polygon points="400,430 620,340 620,560 400,650" fill="${p.dark}"/>`,
  'foam-roller': (p) =>
    `<rect x="200" y="360" width="380" height="180" fill="${p.main}"/>` +
    [230, 290, 350, 410, 470, 530]
      .map(
        (x, i) =>
          `<rect x="${x}" y="${i % 2 === 0 ? 380 : 410}" width="34" height="${i % 2 === 0 ? 60 : 110}" rx="14" fill="${p.light}" opacity="0.55"/>`,
      )
      .join('') +
    `<ellipse cx="200" cy="450" rx="52" ry="90" fill="${p.dark}"/>` +
    `<ellipse cx="580" cy="450" rx="52" ry="90" fill="${p.light}"/>` +
    `<ellipse cx="580" cy="450" rx="24" ry="42" fill="${p.dark}"/>`,
  'massage-ball': (p) => {
    const dots: string[] = [];
    for (let a = 0; a < 360; a += 30) {
      for (const r of [60, 120]) {
        const x = 400 + r * Math.cos(((a + r) * Math.PI) / 180);
        const y = 450 + r * Math.sin(((a + r) * Math.PI) / 180);
        dots.push(
          `<circle cx="${x.toFixed(1)}" cy="${y.toFixed(1)}" r="14" fill="${p.light}" opacity="0.7"/>`,
        );
      }
    }
    return (
      `<circle cx="400" cy="450" r="176" fill="${p.main}"/>` +
      dots.join('') +
      `<circle cx="400" cy="450" r="16" fill="${p.light}" opacity="0.7"/>` +
      `<ellipse cx="340" cy="370" rx="50" ry="34" fill="#ffffff" opacity="0.25"/>`
    );
  },
  'jump-rope': (p) =>
    `<path d="M262 340 C250 800 550 800 538 340" stroke="${p.dark}" stroke-width="12" fill="none"/>` +
    `<rect x="236" y="180" width="52" height="170" rx="26" fill="${p.main}"/>` +
    `<rect x="512" y="180" width="52" height="170" rx="26" fill="${p.main}"/>` +
    `<rect x="250" y="200" width="12" height="120" rx="6" fill="#ffffff" opacity="0.35"/>` +
    `<rect x="526" y="200" width="12" height="120" rx="6" fill="#ffffff" opacity="0.35"/>` +
    `<rect x="240" y="330" width="44" height="18" rx="6" fill="${p.metal}"/>` +
    `<rect x="516" y="330" width="44" height="18" rx="6" fill="${p.metal}"/>`,
};

function frame(background: string, accent: string, body: string): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">` +
    `<defs><linearGradient id="bg" x1="0" y1="0" x2="0" y2="1">` +
    `<stop offset="0" stop-color="${mix(background, '#ffffff', 0.4)}"/><stop offset="1" stop-color="${background}"/>` +
    `</linearGradient></defs>` +
    `<rect width="800" height="800" fill="url(#bg)"/>` +
    `<circle cx="400" cy="430" r="300" fill="${accent}" opacity="0.35"/>` +
    `<ellipse cx="400" cy="720" rx="250" ry="26" fill="#1c1c28" opacity="0.08"/>` +
    body +
    `</svg>`
  );
}

/** The main picture of a product shape in a colour. */
export function drawProduct(shape: ShapeCode, colour: string): string {
  const p = palette(colourHex(colour));
  return frame(mix(p.main, '#ffffff', 0.9), mix(p.main, '#ffffff', 0.75), DRAW[shape](p));
}

/** The hover picture: a close-up of the shape's upper part on a warmer background. */
export function drawProductDetail(shape: ShapeCode): string {
  const first = SHAPE_COLOURS[shape][0];
  const p = palette(colourHex(first));
  const body = `<g transform="translate(400 400) scale(1.9) translate(-400 -360)">${DRAW[shape](p)}</g>`;
  return frame('#f3ece4', mix(p.main, '#ffffff', 0.6), body);
}

/** An icon-like category picture: the shape, smaller, on a soft disc. */
export function drawCategory(shape: ShapeCode, colour: string): string {
  const p = palette(colourHex(colour));
  const body =
    `<circle cx="400" cy="400" r="330" fill="${mix(p.main, '#ffffff', 0.7)}"/>` +
    `<g transform="translate(400 400) scale(0.9) translate(-400 -440)">${DRAW[shape](p)}</g>`;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800" viewBox="0 0 800 800">` +
    `<rect width="800" height="800" fill="${mix(p.main, '#ffffff', 0.92)}"/>` +
    body +
    `</svg>`
  );
}

/** Every product picture (main and hover) of the pool, path and SVG. */
export function productImagePool(): { path: string; svg: string }[] {
  const images: { path: string; svg: string }[] = [];
  for (const shape of SHAPES) {
    for (const colour of SHAPE_COLOURS[shape]) {
      images.push({ path: productImagePath(shape, colour), svg: drawProduct(shape, colour) });
    }
    images.push({ path: hoverImagePath(shape), svg: drawProductDetail(shape) });
  }
  return images;
}
