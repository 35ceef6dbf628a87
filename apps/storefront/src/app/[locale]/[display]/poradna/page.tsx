import type { Metadata } from 'next';
import { ShoppingGuideRoute, shoppingGuideMetadata } from '@/components/content/guides/shopping-guide-route';

type Props = { params: Promise<{ locale: string; display: string }> };

/** `/poradna`: the shopping guide, first page of its blocks; cached with `pages`, `page:poradna`. */
export function generateMetadata({ params }: Props): Promise<Metadata> {
  return shoppingGuideMetadata(params);
}

export default function ShoppingGuide({ params }: Props) {
  return <ShoppingGuideRoute params={params} />;
}
