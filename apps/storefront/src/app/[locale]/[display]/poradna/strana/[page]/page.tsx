import type { Metadata } from 'next';
import { ShoppingGuideRoute, shoppingGuideMetadata } from '@/components/content/guides/shopping-guide-route';

type Props = { params: Promise<{ locale: string; display: string; page: string }> };

/** `/poradna/strana/{n}`: page n ≥ 2 of the shopping guide's blocks; pages render on first visit. */
export function generateStaticParams() {
  return [{ page: '2' }];
}

export function generateMetadata({ params }: Props): Promise<Metadata> {
  return shoppingGuideMetadata(params);
}

export default function ShoppingGuidePageN({ params }: Props) {
  return <ShoppingGuideRoute params={params} />;
}
