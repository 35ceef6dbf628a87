import { describe, expect, it } from 'vitest';
import { buildBranchPages } from '../src/seed/demo/branch-pages.ts';
import { BRANCHES } from '../src/seed/demo/branches.ts';
import type { Translated } from '../src/seed/dataset.ts';

/** How many paragraphs an HTML text holds. */
const paragraphs = (html: string) => html.match(/<p>/g)?.length ?? 0;

describe.each(['sk', 'de'] as const)('the %s branch texts', (language) => {
  /** The text is set, differs from the Czech and, as HTML, has as many paragraphs. */
  const expectTranslated = (text: Translated | undefined, what: string, html: boolean) => {
    expect(text, `${what} is missing`).toBeDefined();
    const own = text![language];
    expect(own, `${what} has no ${language} text`).toBeTruthy();
    expect(own, what).not.toBe(text!.cs);
    if (html) expect(paragraphs(own!), what).toBe(paragraphs(text!.cs));
  };

  it('has every branch page’s description, directions and map note in its own words', () => {
    const { rows } = buildBranchPages(new Date('2026-11-27T00:00:00Z'));
    expect(rows.length).toBeGreaterThan(0);
    for (const page of rows) {
      expectTranslated(page.description, `${page.slug} about`, true);
      expectTranslated(page.carAccessibility, `${page.slug} car`, false);
      expectTranslated(page.publicTransportationAccessibility, `${page.slug} transit`, false);
      expectTranslated(page.mapDescription, `${page.slug} mapDescription`, true);
      // Some titles are spelled alike in Czech and Slovak (Fyzioterapeutka), so only presence is checked.
      for (const text of [...page.services, ...page.employees.map((e) => e.jobTitle)]) {
        expect(text[language], `${page.slug}: ${text.cs} in ${language}`).toBeTruthy();
      }
    }
  });

  it('has every store’s description in its own words', () => {
    expect(BRANCHES.length).toBeGreaterThan(0);
    for (const branch of BRANCHES) {
      expectTranslated(branch.description, `${branch.slug} description`, true);
    }
  });
});
