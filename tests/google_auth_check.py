"""Load the credentials file `ward auth` exported, with the cloud vendor's own library.

Run by the end-to-end tests with the variables ward exported: it finds the file through
GOOGLE_APPLICATION_CREDENTIALS (as every client library does), refreshes a token against the
fake servers the file points at, and prints what it got as one JSON line.
"""

import datetime
import json
import sys
import time

import google.auth
import google.auth.transport.requests

SCOPE = "https://www.googleapis.com/auth/cloud-platform"


# How long to wait for a short-lived token to expire before giving up.
EXPIRY_WAIT_SECONDS = 30


def wait_for_expiry(credentials) -> bool:
    """Sleep until the token's own expiry time has passed (the fakes issue short ones)."""
    deadline = time.monotonic() + EXPIRY_WAIT_SECONDS
    while time.monotonic() < deadline:
        expiry = credentials.expiry
        if expiry is None:
            return False
        now = datetime.datetime.now(datetime.timezone.utc).replace(tzinfo=None)
        if now >= expiry:
            return True
        time.sleep(0.1)
    return False


def main() -> int:
    # With --refresh-after-expiry: refresh, wait until that token has expired, refresh again.
    again = "--refresh-after-expiry" in sys.argv[1:]
    # Loading without scopes first: with scopes, loading an external account would look up
    # its project on the real resource manager.
    credentials, project = google.auth.default()
    credentials = credentials.with_scopes([SCOPE])
    request = google.auth.transport.requests.Request()
    credentials.refresh(request)
    tokens = [credentials.token]
    expired = None
    if again:
        expired = wait_for_expiry(credentials) and credentials.expired
        credentials.refresh(request)
        tokens.append(credentials.token)
    print(
        json.dumps(
            {
                "class": type(credentials).__module__ + "." + type(credentials).__name__,
                "token": credentials.token,
                "tokens": tokens,
                "expired_before_second_refresh": expired,
                "project": project,
                "valid": credentials.valid,
            }
        )
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
