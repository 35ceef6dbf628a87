import type { NextRequest } from 'next/server';
import { logInAction } from '@/lib/user/routes';

export function POST(request: NextRequest) {
  return logInAction(request);
}
