import { backOffice as text } from "@comptoir/messages";
import { BackOfficeFrame } from "../components/back-office-frame.tsx";
import { OrderBoard } from "../components/board/order-board.tsx";
import { pageMeta } from "../lib/page-meta.ts";
import { useShop } from "../lib/shop.ts";
import { useStaffSession } from "../lib/use-staff-session.ts";
import type { Route } from "./+types/board";

export function meta(_: Route.MetaArgs) {
  return pageMeta(text.boardTitle);
}

/** /admin: the live order board (ADR 044). */
export default function Board() {
  const shop = useShop();
  const { session, api, endSession } = useStaffSession();
  return (
    <BackOfficeFrame restaurantName={shop.restaurantName}>
      {session ? (
        <OrderBoard
          token={session.token}
          isOwner={session.member.role === "owner"}
          timeZone={shop.timeZone}
          api={api}
          endSession={endSession}
        />
      ) : null}
    </BackOfficeFrame>
  );
}
