import { ErrorRoute, errorRouteMetadata, type ErrorRouteProps } from '@/components/errors/error-route';

export const generateMetadata = ({ params }: ErrorRouteProps) => errorRouteMetadata(params, 500);

/** The 500 page (lib/error-pages). */
export default function ServerErrorPage({ params }: ErrorRouteProps) {
  return <ErrorRoute params={params} status={500} />;
}
