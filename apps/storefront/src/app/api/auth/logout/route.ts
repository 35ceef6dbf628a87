import type { NextRequest } from 'next/server';
import { logOutAction } from '@/lib/user/routes';

export function POST(request: NextRequest) {
  return logOutAction(request);
}
