// How pages load their pictures: the one likely to be the largest paint is fetched first and drawn in
// the same frame as the text around it; every other picture waits until it is near the screen.
import { expect, test } from './shop-test.ts';
import { newestArticlePath } from './backend.ts';

interface Picture {
  src: string;
  fetchPriority: string;
  loading: string;
  decoding: string;
  top: number;
}

// An article's and a branch's picture is their largest paint; a category starts with its text, and
// its products lie below a phone's first screen; where the home page's banner and categories lie
// depends on the banners of the day.
const pages = [
  { name: 'an article', path: newestArticlePath, leadPicture: true },
  { name: 'a branch', path: async () => '/pobocky/praha-vodickova', leadPicture: true },
  { name: 'a category', path: async () => '/lubrikacni-gely', leadPicture: false },
  { name: 'the home page', path: async () => '/', leadPicture: false },
];

for (const { name, path, leadPicture } of pages) {
  test(`${name}: only a picture in the first screen is fetched first, and it is drawn with the page @phone`, async ({
    page: tab,
  }) => {
    await tab.goto(await path());
    const pictures = await tab.locator('main img').evaluateAll((imgs) =>
      imgs.map((img): Picture => ({
        src: (img as HTMLImageElement).currentSrc || (img as HTMLImageElement).src,
        fetchPriority: img.getAttribute('fetchpriority') ?? '',
        loading: img.getAttribute('loading') ?? '',
        decoding: img.getAttribute('decoding') ?? '',
        top: img.getBoundingClientRect().top + window.scrollY,
      })),
    );
    const first = pictures.filter((p) => p.fetchPriority === 'high');
    if (leadPicture) expect(first.length, 'pictures fetched first').toBe(1);
    const screen = tab.viewportSize()!.height;
    for (const p of first) {
      expect(p, p.src).toMatchObject({ loading: 'eager', decoding: 'sync' });
      expect(p.top, `${p.src} starts in the first screen`).toBeLessThan(screen);
    }
    const rest = pictures.filter((p) => p.fetchPriority !== 'high');
    for (const p of rest) expect(p.decoding, p.src).not.toBe('sync');
    // Pictures further down wait until they are near the screen.
    for (const p of rest.filter((p) => p.top > 2 * screen)) expect(p.loading, p.src).toBe('lazy');
  });
}
