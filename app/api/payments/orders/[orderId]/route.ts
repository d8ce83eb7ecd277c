/** GET /api/payments/orders/{orderId}: an order's state; paid, the viewer ticket is renewed (app/_api/paymentRoutes.ts). */
import type { NextRequest } from "next/server";
import { orderState } from "@/app/_api/paymentRoutes";

export async function GET(request: NextRequest, { params }: { params: Promise<{ orderId: string }> }) {
  return orderState(request, (await params).orderId);
}
