import QRCode from 'qrcode';

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * The Czech QR payment (SPAYD text) drawn on the server as an inline SVG: no image request, no
 * client JavaScript, sharp at any size. The SVG itself is the labelled image.
 */
export async function PaymentQr({
  spayd,
  label,
  caption,
}: {
  spayd: string;
  label: string;
  caption: string;
}) {
  const svg = await QRCode.toString(spayd, { type: 'svg', errorCorrectionLevel: 'M', margin: 2 });
  const labelled = svg
    .trim()
    .replace(
      /^<svg /,
      `<svg role="img" aria-label="${escapeXml(label)}" width="100%" height="100%" data-testid="payment-qr" `,
    )
    .replace(/>/, `><title>${escapeXml(label)}</title>`);
  return (
    <figure className="flex w-44 shrink-0 flex-col items-center gap-1">
      <div
        className="size-44 rounded-md border border-line bg-white"
        dangerouslySetInnerHTML={{ __html: labelled }}
      />
      <figcaption className="text-center text-sm text-muted">{caption}</figcaption>
    </figure>
  );
}
