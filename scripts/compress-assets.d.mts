export function compressBuildAssets(
  staticDir: string,
): Promise<{ files: number; before: number; after: number }>;
