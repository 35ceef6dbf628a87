/**
 * A third party's script address from the environment: trimmed, and only an http(s) address, since
 * it goes into a `<script src>` and the Content-Security-Policy. Empty or unset: null.
 */
export function scriptAddress(name: string, value: string | undefined): string | null {
  const address = value?.trim();
  if (!address) return null;
  if (!URL.canParse(address) || !/^https?:$/.test(new URL(address).protocol))
    throw new Error(`${name}: not an http(s) address`);
  return address;
}
