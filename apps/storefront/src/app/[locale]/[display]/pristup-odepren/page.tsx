import { ErrorRoute, errorRouteMetadata, type ErrorRouteProps } from '@/components/errors/error-route';

export const generateMetadata = ({ params }: ErrorRouteProps) => errorRouteMetadata(params, 403);

/** The 403 page (lib/error-pages). */
export default function ForbiddenPage({ params }: ErrorRouteProps) {
  return <ErrorRoute params={params} status={403} />;
}
