import type { Product } from '@shop/contract';
import type { AppLocale } from '@/i18n/routing';
import { mediaSources } from '@/lib/media';
import { productPath } from '@/lib/product';

/** The product's colour variants as pictures (`alternatives`: ids of colour variants). */
export function Alternatives({
  product,
  locale,
  heading,
}: {
  product: Product;
  locale: AppLocale;
  heading: string;
}) {
  const items = product.alternatives
    .map((id) => product.variants.find((v) => v.id === id))
    .filter((v): v is Product['variants'][number] => !!v && !!v.mainImage);
  if (items.length < 2) return null;
  const colour = product.parameters.find((p) => p.kind === 'color');
  // Named by their colour: the variant's own name may describe another parameter (a size, a strength).
  const colourName = (v: Product['variants'][number]) => {
    const valueId = v.content.parameters.find((x) => x.entityId === colour?.id)?.values[0];
    return colour?.values.find((x) => x.id === valueId)?.name ?? v.name;
  };
  return (
    <section aria-labelledby="product-alternatives">
      <h2 id="product-alternatives" className="mb-3 text-lg font-bold">
        {heading}
      </h2>
      <ul className="flex flex-wrap gap-3">
        {items.map((v) => {
          const img = mediaSources(v.mainImage!.path, 64);
          return (
            <li key={v.id}>
              <a
                href={productPath(locale, product.slug, v.id, product.defaultVariantId)}
                className="flex w-20 flex-col items-center gap-1 rounded-md border border-line bg-white p-1 text-center text-xs hover:border-brand"
              >
                {/* eslint-disable-next-line @next/next/no-img-element */}
                <img
                  src={img.src}
                  srcSet={img.srcSet}
                  alt=""
                  width={64}
                  height={64}
                  loading="lazy"
                  className="size-16 object-contain"
                />
                <span>{colourName(v)}</span>
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
