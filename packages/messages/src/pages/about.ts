// `{name}` placeholders are filled with `fill`.

/** The restaurant's story (the "about" page). `{name}` and `{city}` come from the settings. */
export const about = {
  title: "Notre histoire",
  description:
    "L'histoire de {name}, le fast-food épicé de {city} : des burgers, wings et tenders faits minute, des sauces maison et du piment bien dosé.",
  lead: "Du feu, du croustillant et des produits frais : le fast-food comme on l'aime à {city}.",
  sections: [
    {
      heading: "Tout a commencé par une sauce",
      paragraphs: [
        "{name}, c'est d'abord une bande d'amis qui passaient leurs dimanches à comparer leurs sauces piquantes. Harissa de la grand-mère, gochujang ramené de Séoul, piment d'Espelette acheté au marché : chacun défendait la sienne, et personne ne voulait manger ailleurs.",
        "En 2019, nous avons repris un petit local de quartier à {city}, installé une friteuse, un grill et une longue étagère de bocaux. Le premier soir, nous avions préparé quarante burgers. À 21 h, il n'en restait plus un seul.",
      ],
    },
    {
      heading: "Fait minute, ici, chaque jour",
      paragraphs: [
        "Nos steaks sont hachés le matin par notre boucher, nos filets de poulet marinés la veille au babeurre et aux épices, puis panés à la commande. Les frites sont coupées sur place, les pains viennent d'une boulangerie voisine et les sauces sont montées chaque matin en cuisine.",
        "Rien n'attend sous une lampe chauffante : votre commande est lancée quand vous la validez, et elle part quand elle est prête.",
      ],
    },
    {
      heading: "Le piment, à votre mesure",
      paragraphs: [
        "Le piquant n'est pas un concours. Chaque plat de la carte indique son niveau, de doux à très épicé, et la plupart se commandent avec la sauce à part. Vous débutez ? Prenez la samouraï douce et un lassi à la mangue : c'est notre conseil de la maison.",
        "Les plus téméraires demanderont le « Feu Rouge », nos wings au piment habanero. Nous les servons avec un verre de lait, par précaution.",
      ],
    },
    {
      heading: "Un restaurant de quartier",
      paragraphs: [
        "Nous travaillons avec des producteurs de la région autant que nous le pouvons, nos emballages sont en carton recyclable et nous livrons nous-mêmes à vélo dans les quartiers proches. Les invendus du soir sont donnés à une association du quartier.",
        "Passez nous voir, commandez à emporter pour sauter la file, ou faites-vous livrer : dans tous les cas, ça pique juste ce qu'il faut.",
      ],
    },
  ],
  cta: "Découvrir la carte",
} as const;
