/** The footer's certification badge as /api/shop-certification answers it: display-ready texts. */
export interface CertificationBadge {
  recommendPercent: number;
  reviewCount: number;
  /** The certificate's public page, when the service has one. */
  url: string | null;
  /** The landmark's name. */
  label: string;
  title: string;
  /** '{percent} % zákazníků doporučuje'. */
  recommend: string;
  /** '{count} hodnocení', pluralised. */
  reviews: string;
}

export interface CertificationAnswer {
  badge: CertificationBadge | null;
}
