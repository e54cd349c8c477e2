import { index, prefix, type RouteConfig, route } from "@react-router/dev/routes";

/**
 * The back office's pages: a tool at one address, never under a locale prefix (ADR 044, 045).
 * Any other address under /admin is a 404, shown by the root's error page.
 */
export default prefix("admin", [
  index("routes/board.tsx", { id: "board" }),
  route("connexion", "routes/login.tsx", { id: "login" }),
  route("disponibilites", "routes/availability.tsx", { id: "availability" }),
  route("equipe", "routes/team.tsx", { id: "team" }),
  route("mot-de-passe", "routes/password.tsx", { id: "password" }),
  route("carte", "routes/catalogue.tsx", { id: "catalogue" }, [
    index("routes/catalogue-home.tsx", { id: "catalogue-home" }),
    route("plats/:key", "routes/catalogue-item.tsx", { id: "catalogue-item" }),
    route("menus/:key", "routes/catalogue-menu.tsx", { id: "catalogue-menu" }),
    route("categories/:key", "routes/catalogue-category.tsx", { id: "catalogue-category" }),
    route("options/:key", "routes/catalogue-group.tsx", { id: "catalogue-group" }),
    route("capacite", "routes/catalogue-capacity.tsx", { id: "catalogue-capacity" }),
  ]),
  route("publier", "routes/publish.tsx", { id: "publish" }),
  route("historique", "routes/history.tsx", { id: "history" }),
  route("historique/:versionId", "routes/version.tsx", { id: "version" }),
  route("journal", "routes/journal.tsx", { id: "journal" }),
  route("rapports", "routes/reports-day.tsx", { id: "reports-day" }),
  route("rapports/periode", "routes/reports-period.tsx", { id: "reports-period" }),
  route("restaurant", "routes/restaurant-settings.tsx", { id: "restaurant-settings" }),
  route("livraison", "routes/delivery.tsx", { id: "delivery" }),
  route("paiements", "routes/payments.tsx", { id: "payments" }),
  route("retrait", "routes/pickup.tsx", { id: "pickup" }),
  route("offres", "routes/offers.tsx", { id: "offers" }),
  route("offres/:offerKey", "routes/offer.tsx", { id: "offer" }),
  route("commandes/:orderId/ticket", "routes/ticket.tsx", { id: "ticket" }),
  route("*", "routes/not-found.tsx", { id: "not-found" }),
]) satisfies RouteConfig;
