import { messages } from './validators.ts';

/** One error of an API answer, as the notice needs it. */
export interface NoticeError {
  title?: string;
  field?: string;
}

/** What a failed call shows the shopper: a danger notification's title and optional text. */
export interface ErrorNotice {
  title: string;
  text?: string;
}

/**
 * The notice of a failed call. An answer with errors shows its first error's title, prefixed by
 * the field at fault and a dash; an answer without any (a network failure, a server error without
 * details) shows the generic "something broke" title with its text.
 */
export function errorNotice(errors: readonly NoticeError[] | null | undefined): ErrorNotice {
  const first = errors?.find((e) => e.title?.trim());
  if (!first?.title) return { title: messages.genericErrorTitle, text: messages.genericErrorText };
  const title = first.title.trim();
  const field = first.field?.trim();
  return { title: field ? `${field} - ${title}` : title };
}
