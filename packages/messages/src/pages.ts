// Texts of the pages (the storefront's and the back office's), one file per section: a bundler
// then puts each section in the chunk of the pages that show it, and /menu never ships the
// checkout's texts.

export { about } from "./pages/about.ts";
export { account, accountNews, orderStatusLabels } from "./pages/account.ts";
export { auditActionFamilies, auditActionLabels, auditJournal } from "./pages/audit-journal.ts";
export {
  backOffice,
  boardActionLabels,
  boardColumnLabels,
  boardProgressLabels,
} from "./pages/back-office.ts";
export { cardBrands } from "./pages/card-brands.ts";
export { cart, dishesAddedText, unitsText } from "./pages/cart.ts";
export { cashDialog } from "./pages/cash-dialog.ts";
export { allergenLabels, catalogueEditor, catalogueSaveStates } from "./pages/catalogue-editor.ts";
export { checkout } from "./pages/checkout.ts";
export { checkoutWhen } from "./pages/checkout-when.ts";
export { connection } from "./pages/connection.ts";
export { contact } from "./pages/contact.ts";
export { cookieConsent } from "./pages/cookie-consent.ts";
export { cookiePolicy } from "./pages/cookie-policy.ts";
export { error } from "./pages/error.ts";
export { footer } from "./pages/footer.ts";
export { home } from "./pages/home.ts";
export { hours } from "./pages/hours.ts";
export { install } from "./pages/install.ts";
export { kitchenCapacityEditor, makeTimeEditor } from "./pages/kitchen-load-editor.ts";
export { type LegalSection, legal } from "./pages/legal.ts";
export { deliveryTerms, location } from "./pages/location.ts";
export { menu } from "./pages/menu.ts";
export { menuLater } from "./pages/menu-later.ts";
export { menuServer } from "./pages/menu-server.ts";
export { nativeShell } from "./pages/native-shell.ts";
export { offline } from "./pages/offline.ts";
export { passwordAgain } from "./pages/password-again.ts";
export { photoField } from "./pages/photo-field.ts";
export { privacyPolicy } from "./pages/privacy-policy.ts";
export { product } from "./pages/product.ts";
export {
  problemFieldLabels,
  publishing,
  thingKindLabels,
  thingKindNames,
  versionKindLabels,
} from "./pages/publishing.ts";
export { reportExportLabels, reports, reportWeekdays } from "./pages/reports.ts";
export { restaurantForms, settingFieldLabels, settingOptionLabels } from "./pages/restaurant-forms.ts";
export { searchEngine } from "./pages/search-engine.ts";
export { site } from "./pages/site.ts";
export { success } from "./pages/success.ts";
export { termsOfService } from "./pages/terms-of-service.ts";
export { updateBanner } from "./pages/update-banner.ts";
