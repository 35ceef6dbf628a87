/** "Odhlásit se": a plain form, so that it works without JavaScript. */
export function LogoutButton({
  locale,
  label,
  className,
}: {
  locale: string;
  label: string;
  className: string;
}) {
  return (
    <form action="/api/auth/logout" method="post">
      <input type="hidden" name="locale" value={locale} />
      <button type="submit" className={className}>
        {label}
      </button>
    </form>
  );
}
