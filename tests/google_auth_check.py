"""Load the credentials file `ward auth` exported, with the cloud vendor's own library.

Run by the end-to-end tests with the variables ward exported: it finds the file through
GOOGLE_APPLICATION_CREDENTIALS (as every client library does), refreshes a token against the
fake servers the file points at, and prints what it got as one JSON line.
"""

import json
import sys

import google.auth
import google.auth.transport.requests

SCOPE = "https://www.googleapis.com/auth/cloud-platform"


def main() -> int:
    # Loading without scopes first: with scopes, loading an external account would look up
    # its project on the real resource manager.
    credentials, project = google.auth.default()
    credentials = credentials.with_scopes([SCOPE])
    credentials.refresh(google.auth.transport.requests.Request())
    print(
        json.dumps(
            {
                "class": type(credentials).__module__ + "." + type(credentials).__name__,
                "token": credentials.token,
                "project": project,
                "valid": credentials.valid,
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
