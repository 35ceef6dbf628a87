import type { NextRequest } from 'next/server';
import { logInCodeAction } from '@/lib/user/routes';

export function POST(request: NextRequest) {
  return logInCodeAction(request);
}
