/** A section of an article's body: a heading, then paragraphs (an array is a bulleted list). */
export type ArticleSection = [heading: string, ...blocks: (string | string[])[]];

/** The sections as the article's HTML. */
export function sectionsHtml(sections: readonly ArticleSection[]): string {
  return sections
    .map(
      ([heading, ...blocks]) =>
        `<h2>${heading}</h2>` +
        blocks
          .map((b) =>
            Array.isArray(b) ? `<ul>${b.map((i) => `<li>${i}</li>`).join('')}</ul>` : `<p>${b}</p>`,
          )
          .join(''),
    )
    .join('');
}
