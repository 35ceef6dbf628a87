import { ErrorRoute, errorRouteMetadata, type ErrorRouteProps } from '@/components/errors/error-route';

export const generateMetadata = ({ params }: ErrorRouteProps) => errorRouteMetadata(params, 404);

/** The 404 page (lib/error-pages). */
export default function NotFoundPage({ params }: ErrorRouteProps) {
  return <ErrorRoute params={params} status={404} />;
}
