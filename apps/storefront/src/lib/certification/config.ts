/**
 * The shop-certification badge's source. Unset `SHOP_CERTIFICATION_WIDGET_URL`: the shop draws the
 * badge from its certificate (the store API's). Set: the certification provider's script draws it.
 * Read when pages are rendered, and by the server for the Content-Security-Policy.
 */
export interface CertificationWidgetConfig {
  scriptUrl: string;
  origin: string;
}

export function certificationWidget(
  vars: Record<string, string | undefined> = process.env,
): CertificationWidgetConfig | null {
  const scriptUrl = vars.SHOP_CERTIFICATION_WIDGET_URL?.trim();
  if (!scriptUrl) return null;
  if (!URL.canParse(scriptUrl) || !/^https?:$/.test(new URL(scriptUrl).protocol))
    throw new Error('SHOP_CERTIFICATION_WIDGET_URL: not an http(s) address');
  return { scriptUrl, origin: new URL(scriptUrl).origin };
}
