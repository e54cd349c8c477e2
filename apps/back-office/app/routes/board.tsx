import { admin as text } from "@comptoir/messages";
import { AdminFrame } from "../components/admin/admin-frame.tsx";
import { OrderBoard } from "../components/admin/order-board.tsx";
import { staffPageMeta } from "../lib/staff/staff-page-meta.ts";
import { useStaffShop } from "../lib/staff/staff-shop.ts";
import { useStaffSession } from "../lib/staff/use-staff-session.ts";
import type { Route } from "./+types/admin-board";

export function meta(_: Route.MetaArgs) {
  return staffPageMeta(text.boardTitle);
}

/** /admin: the live order board (ADR 044). */
export default function AdminBoard() {
  const shop = useStaffShop();
  const { session, api, endSession } = useStaffSession();
  return (
    <AdminFrame restaurantName={shop.restaurantName}>
      {session ? (
        <OrderBoard
          token={session.token}
          isOwner={session.member.role === "owner"}
          timeZone={shop.timeZone}
          api={api}
          endSession={endSession}
        />
      ) : null}
    </AdminFrame>
  );
}
