// `{name}` placeholders are filled with `fill`.

/** When the browser cannot reach the shop (any page that calls the API). */
export const connection = {
  unavailable: "Le service ne répond pas, réessayez dans un instant.",
  offline: "Connexion impossible : vérifiez votre réseau.",
} as const;
