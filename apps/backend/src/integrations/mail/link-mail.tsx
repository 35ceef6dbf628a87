import { Button } from '@react-email/components';
import { button as buttonStyle, Paragraphs, renderMail, type MailFrame } from './mail-layout.tsx';
import type { MailMessage } from './mailer.ts';

/** A mail whose point is one link: a few paragraphs and a button. */
export interface LinkMail extends Omit<MailFrame, 'wide'> {
  shopName: string;
  paragraphs: string[];
  url: string;
  /** The button's text; the plain-text part writes it before the address. */
  button: string;
}

/** Renders a link mail, HTML and plain text; every value in the HTML is escaped. */
export async function renderLinkMail(
  to: { name: string; address: string },
  { paragraphs, url, button, ...frame }: LinkMail,
): Promise<MailMessage> {
  const body = (
    <>
      <Paragraphs texts={paragraphs} />
      <Button href={url} style={buttonStyle}>
        {button}
      </Button>
    </>
  );
  return { to, ...(await renderMail(frame, body, [...paragraphs, '', `${button}: ${url}`])) };
}
