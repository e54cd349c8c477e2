import { backOffice as text } from "@comptoir/messages";
import { BackOfficeFrame } from "../components/back-office-frame.tsx";
import { OrderBoard } from "../components/board/order-board.tsx";
import { BOARD_PAGE_HEADERS, readDrawnBoard } from "../lib/board.server.ts";
import { pageMeta } from "../lib/page-meta.ts";
import { useShop } from "../lib/shop.ts";
import { useStaffSession } from "../lib/use-staff-session.ts";
import type { Route } from "./+types/board";

/**
 * The board for the staff session the cookie's copy names (ADR 079), so that the server draws it;
 * null without a copy (a session kept before the copy existed, or none): the frame, then the board
 * in the browser.
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  return { drawn: await readDrawnBoard(context, request) };
}

/** Drawn for one session: no cache may keep it. */
export function headers() {
  return BOARD_PAGE_HEADERS;
}

export function meta(_: Route.MetaArgs) {
  return pageMeta(text.boardTitle);
}

/** /admin: the live order board (ADR 044). */
export default function Board({ loaderData }: Route.ComponentProps) {
  const shop = useShop();
  const { drawn } = loaderData;
  const { session, api, endSession } = useStaffSession(drawn?.member ?? null);
  return (
    <BackOfficeFrame restaurantName={shop.restaurantName} drawnFor={drawn?.member ?? null}>
      {session ? (
        <OrderBoard
          token={session.token}
          isOwner={session.member.role === "owner"}
          timeZone={shop.timeZone}
          api={api}
          endSession={endSession}
          drawnState={drawn?.state ?? null}
        />
      ) : null}
    </BackOfficeFrame>
  );
}
