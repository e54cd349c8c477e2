import type { Restaurant } from "@comptoir/contracts";
import {
  hasNoOpeningHours,
  isOpenAt,
  nextOpeningAt,
  type OpeningWeek,
  openingWeek,
  restaurantHoursFor,
  type Weekday,
  type WeeklyHours,
  zonedClock,
} from "@comptoir/domain";
import { fill, hours as hoursText, site as siteText } from "@comptoir/messages";
import { openingLabel } from "./opening-label.ts";

/**
 * What the home and contact pages show of the hours, worked out on the server in the restaurant's
 * time zone with the domain's rules: the page's data carries the words and the week's table, and
 * the browser never downloads the schedule rules to compute them again.
 */
export interface HoursView {
  /** Open for at least one service right now. */
  open: boolean;
  /** "Ouvert maintenant", "Ouvert à emporter · la livraison reprend aujourd'hui à 18:30"… */
  status: string;
  /** The restaurant's weekday now, to mark today's line of the week. */
  today: Weekday;
  week: OpeningWeek;
}

function earliest(a: Date | null, b: Date | null): Date | null {
  if (!a || !b) return a ?? b;
  return a.getTime() <= b.getTime() ? a : b;
}

export function hoursView(
  restaurant: Pick<Restaurant, "menus" | "delivery" | "timeZone">,
  now: Date,
): HoursView {
  const { timeZone } = restaurant;
  const pickup = restaurantHoursFor(restaurant.menus, "pickup");
  const delivery = restaurant.delivery.active ? restaurantHoursFor(restaurant.menus, "delivery") : null;
  const week = openingWeek({ pickup, delivery });
  const today = zonedClock(now, timeZone).weekday;
  const when = (hours: WeeklyHours | null) => {
    const opening = hours ? nextOpeningAt(hours, now, timeZone) : null;
    return opening ? openingLabel(opening, now, timeZone) : null;
  };

  if (hasNoOpeningHours(delivery ? [pickup, delivery] : [pickup])) {
    return { open: false, status: siteText.closedEverywhere, today, week };
  }
  const pickupOpen = isOpenAt(pickup, now, timeZone);
  const deliveryOpen = delivery !== null && isOpenAt(delivery, now, timeZone);
  let status: string;
  if (pickupOpen && (deliveryOpen || delivery === null)) status = hoursText.openNow;
  else if (pickupOpen) {
    const deliveryAgain = when(delivery);
    status = deliveryAgain
      ? fill(hoursText.openPickupOnly, { when: deliveryAgain })
      : hoursText.openPickupNoDelivery;
  } else if (deliveryOpen) {
    const pickupAgain = when(pickup);
    status = pickupAgain ? fill(hoursText.openDeliveryOnly, { when: pickupAgain }) : hoursText.openNow;
  } else {
    const opening = earliest(
      nextOpeningAt(pickup, now, timeZone),
      delivery ? nextOpeningAt(delivery, now, timeZone) : null,
    );
    status = opening
      ? fill(hoursText.closedUntil, { when: openingLabel(opening, now, timeZone) })
      : hoursText.closed;
  }
  return { open: pickupOpen || deliveryOpen, status, today, week };
}
