import { scriptAddress } from '../script-address';

/**
 * The shop-certification badge's source. Unset `SHOP_CERTIFICATION_WIDGET_URL`: the shop draws the
 * badge from its certificate (the store API's). Set: the certification provider's script draws it.
 * Read when pages are rendered, and by the server for the Content-Security-Policy.
 */
export interface CertificationWidgetConfig {
  scriptUrl: string;
}

export function certificationWidget(
  vars: Record<string, string | undefined> = process.env,
): CertificationWidgetConfig | null {
  const scriptUrl = scriptAddress('SHOP_CERTIFICATION_WIDGET_URL', vars.SHOP_CERTIFICATION_WIDGET_URL);
  return scriptUrl ? { scriptUrl } : null;
}
