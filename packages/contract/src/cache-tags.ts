/**
 * The storefront's cache tags, one list for both sides: the storefront tags what it caches with
 * them, the backend names them in its revalidation calls when the data behind them changes. Every
 * cached call carries one group tag (which stales all of its kind) and may add an item tag (which
 * stales one item). No zod here: the storefront's proxy bundle imports it.
 */
export const groupTags = {
  /** Products, listings, search results, the sitemap. */
  catalog: 'catalog',
  /** Store categories by slug or id. */
  categories: 'categories',
  /** A category's CMS texts, FAQ, banners and linked articles. */
  categoryContent: 'category-content',
  filteredCategories: 'filtered-categories',
  virtualCategories: 'virtual-categories',
  menus: 'menu',
  topCategories: 'top-categories',
  /** The product-to-category assignments (the cart's categories). */
  productCategories: 'product-categories',
  pages: 'pages',
  urlRewrites: 'url-rewrites',
  /** Shop-wide settings (free-shipping threshold, functions on or off). */
  globals: 'globals',
  reviews: 'reviews',
  /** The shop's certificate from its customers' reviews: every new review stales it. */
  shopCertificate: 'shop-certificate',
  /** Articles, their categories, tags and authors, and the article list configuration. */
  articles: 'articles',
  /** Branch pages and the branch map. */
  branches: 'branches',
  /** Wide banners and info boxes of the home page. */
  banners: 'banners',
  faq: 'faq',
  glossary: 'glossary',
  infomails: 'infomails',
  curatedGuides: 'curated-guides',
} as const;

export type GroupTag = (typeof groupTags)[keyof typeof groupTags];

/** Tags of one item; each is always cached together with its group tag. */
export const itemTags = {
  product: (slug: string) => `product:${slug}`,
  productId: (id: number) => `product-id:${id}`,
  category: (slug: string) => `category:${slug}`,
  categoryId: (id: number) => `category-id:${id}`,
  filteredCategory: (slug: string) => `filtered-category:${slug}`,
  virtualCategory: (slug: string) => `virtual-category:${slug}`,
  brand: (slug: string) => `brand:${slug}`,
  menu: (code: string) => `menu:${code}`,
  page: (slug: string) => `page:${slug}`,
  article: (slug: string) => `article:${slug}`,
  branch: (slug: string) => `branch:${slug}`,
  glossaryTerm: (slug: string) => `glossary-term:${slug}`,
  curatedGuide: (slug: string) => `curated-guide:${slug}`,
  infomail: (slug: string) => `infomail:${slug}`,
} as const;

/** Every group tag: what a change of the whole data set (a new catalogue, a data reload) stales. */
export const allGroupTags: readonly GroupTag[] = Object.values(groupTags);
