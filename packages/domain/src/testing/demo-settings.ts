/** Delivery settings of the demo restaurant, for the package's own tests. */
import type { DeliverySettings } from "../delivery/delivery-settings.ts";
import { cents } from "../money/cents.ts";
import type { SlotSettings } from "../schedule/time-slots.ts";

export const zoneDelivery: DeliverySettings = {
  active: true,
  calculation: "zone_based",
  minimumOrder: cents(1500),
  flatCharge: cents(200),
  maxDistance: null,
  unit: "km",
  baseFee: cents(0),
  feePerUnit: cents(0),
  zones: [
    {
      name: "Centre",
      city: "Toulouse",
      postalCode: "31000",
      deliveryFee: cents(250),
      flatCharge: cents(300),
      minimumOrder: cents(1500),
    },
    {
      name: "Balma",
      city: "Balma",
      postalCode: "31130",
      deliveryFee: cents(390),
      flatCharge: cents(0),
      minimumOrder: cents(2000),
    },
    {
      name: "Quint-Fonsegrives",
      city: "Quint-Fonsegrives",
      postalCode: "31130",
      deliveryFee: cents(490),
      flatCharge: cents(0),
      minimumOrder: cents(2500),
    },
  ],
};

export const distanceDelivery: DeliverySettings = {
  ...zoneDelivery,
  calculation: "distance_based",
  maxDistance: 8,
  baseFee: cents(150),
  feePerUnit: cents(60),
  zones: [],
};

/** Slots shown as ranges, none removed, no delay: tests override what they exercise. */
export const plainSlots: SlotSettings = {
  showRange: true,
  removeFirst: false,
  removeFirstCount: 0,
  removeLast: false,
  removeLastCount: 0,
  minimumTime: 0,
};
