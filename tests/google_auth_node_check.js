// Ask `ward auth serve` for tokens with the cloud vendor's own Node library, unmodified.
//
// Run by the end-to-end tests with only the variables ward exported (NODE_PATH finds the
// library): GoogleAuth finds the metadata server through GCE_METADATA_HOST and
// METADATA_SERVER_DETECTION, as on a VM, and this prints what it got as one JSON line (an
// ID token the server refuses is `id_token_error`, with the library's message).
//
//     node google_auth_node_check.js AUDIENCE [NAMED_ACCOUNT]
'use strict';

const { Compute, GoogleAuth } = require('google-auth-library');

async function main() {
  const [audience, named] = process.argv.slice(2);
  const auth = new GoogleAuth();
  const client = await auth.getClient();
  const out = {
    class: client.constructor.name,
    project: await auth.getProjectId(),
    token: (await client.getAccessToken()).token,
  };
  try {
    const ids = await auth.getIdTokenClient(audience);
    out.id_token = await ids.idTokenProvider.fetchIdToken(audience);
  } catch (error) {
    // A principal without a service account has none; the caller checks why.
    out.id_token_error = String(error.message || error);
  }
  if (named) {
    const compute = new Compute({ serviceAccountEmail: named });
    out.named_token = (await compute.getAccessToken()).token;
    out.named_id_token = await compute.fetchIdToken(audience);
  }
  process.stdout.write(`${JSON.stringify(out)}\n`);
}

main().catch((error) => {
  process.stderr.write(`${error.stack || error}\n`);
  process.exit(1);
});
