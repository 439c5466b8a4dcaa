"""Ask `ward auth serve` for tokens with the cloud vendor's own library, unmodified.

Run by the end-to-end tests with only the variables ward exported: google-auth finds the
metadata server through GCE_METADATA_HOST and GCE_METADATA_IP, exactly as on a VM, and
this prints what it got as one JSON line (an ID token the server refuses is
`id_token_error`, with the library's message).

    python google_auth_metadata_check.py AUDIENCE [NAMED_ACCOUNT]
"""

import json
import sys

import google.auth
import google.auth.exceptions
import google.auth.transport.requests
from google.auth.compute_engine import _metadata
from google.oauth2 import id_token


def main() -> int:
    audience = sys.argv[1]
    named = sys.argv[2] if len(sys.argv) > 2 else None
    request = google.auth.transport.requests.Request()
    credentials, project = google.auth.default()
    credentials.refresh(request)
    out = {
        "class": type(credentials).__module__ + "." + type(credentials).__name__,
        "project": project,
        "email": credentials.service_account_email,
        "token": credentials.token,
        "valid": credentials.valid,
    }
    try:
        out["id_token"] = id_token.fetch_id_token(request, audience)
    except google.auth.exceptions.GoogleAuthError as error:
        # A principal without a service account has none; the caller checks why.
        out["id_token_error"] = "{}: {}".format(type(error).__name__, error)
    if named:
        # The library's compute credentials ask `default` for tokens whatever account
        # they name; another account is reached through its metadata helpers.
        info = _metadata.get_service_account_info(request, service_account=named)
        out["named_email"] = info["email"]
        out["named_token"], _ = _metadata.get_service_account_token(
            request, service_account=named
        )
        out["named_id_token"] = _metadata.get(
            request,
            "instance/service-accounts/{}/identity".format(named),
            params={"audience": audience, "format": "full"},
        )
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
