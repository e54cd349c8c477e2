import type { Restaurant } from "@comptoir/contracts";
import { fill, accountMail as text } from "@comptoir/messages";
import type { OutgoingMail } from "../../adapters/mail/mail.ts";
import { CODE_MINUTES } from "./one-time-codes.ts";

/** Plain-text mails of customer accounts, in French, signed by the restaurant. */
type Person = { email: string; firstName: string | null };

function mail(to: Person, restaurant: Restaurant, subject: string, paragraphs: string[]): OutgoingMail {
  const greeting = to.firstName ? fill(text.greeting, { firstName: to.firstName }) : text.greetingAnonymous;
  return {
    to: to.email,
    subject,
    text: [
      greeting,
      "",
      ...paragraphs.flatMap((paragraph) => [paragraph, ""]),
      fill(text.signature, { restaurant: restaurant.name }),
      "",
    ].join("\n"),
  };
}

/** The six digits: to confirm the address after signing up, or to choose a new password. */
export function codeMail(to: Person, restaurant: Restaurant, code: string): OutgoingMail {
  return mail(to, restaurant, fill(text.codeSubject, { restaurant: restaurant.name, code }), [
    fill(text.codeBody, { code }),
    fill(text.codeValidity, { minutes: CODE_MINUTES }),
    text.codeNotYou,
  ]);
}

/** Signing up with an address that has an account: its owner hears of it, nobody else learns it. */
export function alreadyRegisteredMail(to: Person, restaurant: Restaurant): OutgoingMail {
  return mail(to, restaurant, fill(text.alreadyRegisteredSubject, { restaurant: restaurant.name }), [
    text.alreadyRegisteredBody,
  ]);
}

export function welcomeMail(to: Person, restaurant: Restaurant): OutgoingMail {
  return mail(to, restaurant, fill(text.welcomeSubject, { restaurant: restaurant.name }), [text.welcomeBody]);
}

export function passwordChangedMail(to: Person, restaurant: Restaurant): OutgoingMail {
  return mail(to, restaurant, fill(text.passwordChangedSubject, { restaurant: restaurant.name }), [
    text.passwordChangedBody,
    fill(text.passwordChangedNotYou, { phone: restaurant.contact.phone }),
  ]);
}

export function accountDeletedMail(to: Person, restaurant: Restaurant): OutgoingMail {
  return mail(to, restaurant, fill(text.deletedSubject, { restaurant: restaurant.name }), [text.deletedBody]);
}
