import { admin as text } from "@comptoir/messages";
import { AdminFrame } from "../components/admin/admin-frame.tsx";
import { OrderBoard } from "../components/admin/order-board.tsx";
import { privatePageMeta } from "../lib/page-meta.ts";
import { useStaffSession } from "../lib/staff/use-staff-session.ts";
import { useRestaurant } from "../lib/use-restaurant.ts";
import type { Route } from "./+types/admin-board";

export function meta({ matches }: Route.MetaArgs) {
  return privatePageMeta(matches, text.boardTitle);
}

/** /admin: the live order board (ADR 044). */
export default function AdminBoard() {
  const { restaurant } = useRestaurant();
  const { session, api, endSession } = useStaffSession();
  return (
    <AdminFrame restaurantName={restaurant.name}>
      {session ? (
        <OrderBoard
          token={session.token}
          isOwner={session.member.role === "owner"}
          timeZone={restaurant.timeZone}
          api={api}
          endSession={endSession}
        />
      ) : null}
    </AdminFrame>
  );
}
