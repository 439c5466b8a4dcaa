"""Senders' and receivers' own libraries, for ward's webhook tests.

    python webhook_senders.py sign SCHEME    < {"secret", "body", "timestamp", "id"}
    python webhook_senders.py verify SCHEME  < {"secret", "body", "headers"}

`sign` prints the headers as a JSON list of [name, value] pairs, made by the vendor's own
library (Standard Webhooks, also under Svix's header names, Stripe, Slack) or, for GitHub and the generic HMAC, by the
standard library's hmac as the vendors document it. `verify` prints "valid", or
"invalid: REASON" when the library refuses the delivery.
"""

import base64
import hashlib
import hmac
import json
import sys
from datetime import datetime, timezone


def sign(scheme, spec):
    secret, body, timestamp = spec["secret"], spec["body"], spec["timestamp"]
    if scheme == "standard":
        from standardwebhooks.webhooks import Webhook

        when = datetime.fromtimestamp(timestamp, tz=timezone.utc)
        signature = Webhook(secret).sign(spec["id"], when, body)
        return [
            ["webhook-id", spec["id"]],
            ["webhook-timestamp", str(timestamp)],
            ["webhook-signature", signature],
        ]
    if scheme == "svix":
        # Svix signs as Standard Webhooks does, under its own header names.
        from standardwebhooks.webhooks import Webhook

        when = datetime.fromtimestamp(timestamp, tz=timezone.utc)
        signature = Webhook(secret).sign(spec["id"], when, body)
        return [
            ["svix-id", spec["id"]],
            ["svix-timestamp", str(timestamp)],
            ["svix-signature", signature],
        ]
    if scheme == "stripe":
        import stripe

        header = stripe.WebhookSignature.generate_signature_header(body, secret, timestamp)
        return [["Stripe-Signature", header]]
    if scheme == "slack":
        from slack_sdk.signature import SignatureVerifier

        signature = SignatureVerifier(secret).generate_signature(
            timestamp=str(timestamp), body=body
        )
        return [
            ["X-Slack-Request-Timestamp", str(timestamp)],
            ["X-Slack-Signature", signature],
        ]
    if scheme == "github":
        digest = hmac.new(secret.encode(), body.encode(), hashlib.sha256).hexdigest()
        return [["X-Hub-Signature-256", "sha256=" + digest]]
    if scheme == "hmac-sha512":
        # The generic scheme as a route sets it: X-Signature: sha512=BASE64 over
        # TIMESTAMP.BODY, the time in X-Timestamp.
        signed = f"{timestamp}.{body}".encode()
        digest = hmac.new(secret.encode(), signed, hashlib.sha512).digest()
        return [
            ["X-Timestamp", str(timestamp)],
            ["X-Signature", "sha512=" + base64.b64encode(digest).decode()],
        ]
    raise SystemExit(f"unknown scheme {scheme}")


def verify(scheme, spec):
    secret, body, headers = spec["secret"], spec["body"], spec["headers"]
    lower = {name.lower(): value for name, value in headers.items()}
    if scheme == "standard":
        from standardwebhooks.webhooks import Webhook, WebhookVerificationError

        try:
            Webhook(secret).verify(body, headers)
        except WebhookVerificationError as error:
            return f"invalid: {error}"
        return "valid"
    if scheme == "stripe":
        import stripe

        try:
            stripe.WebhookSignature.verify_header(
                body, lower.get("stripe-signature"), secret, tolerance=300
            )
        except stripe.SignatureVerificationError as error:
            return f"invalid: {error}"
        return "valid"
    if scheme == "slack":
        from slack_sdk.signature import SignatureVerifier

        if SignatureVerifier(secret).is_valid_request(body, headers):
            return "valid"
        return "invalid: slack_sdk refused it"
    if scheme == "github":
        digest = hmac.new(secret.encode(), body.encode(), hashlib.sha256).hexdigest()
        given = lower.get("x-hub-signature-256", "")
        if hmac.compare_digest("sha256=" + digest, given):
            return "valid"
        return "invalid: the signature differs"
    raise SystemExit(f"unknown scheme {scheme}")


def main():
    action, scheme = sys.argv[1], sys.argv[2]
    spec = json.load(sys.stdin)
    if action == "sign":
        print(json.dumps(sign(scheme, spec)))
    else:
        print(verify(scheme, spec))


main()
