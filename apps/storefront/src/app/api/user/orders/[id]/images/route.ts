import type { NextRequest } from 'next/server';
import { orderExport } from '@/lib/user/order-export';

export function GET(request: NextRequest, { params }: { params: Promise<{ id: string }> }) {
  return orderExport(request, params, 'images');
}
