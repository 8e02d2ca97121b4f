# Varnish in front of Blokwerk, purged by cache tag (docs/operations.md, "A CDN in front").
# Debian: apt-get install varnish varnish-modules (xkey comes with varnish-modules).
vcl 4.1;

import std;
import xkey;

# Blokwerk: one process, or the first of BLOKWERK_WORKERS (they share its port).
backend default {
    .host = "127.0.0.1";
    .port = "3000";
}

# Who may purge: the hosts Blokwerk runs on (BLOKWERK_PURGER=varnish:http://<this varnish>),
# and only with the secret they share: varnishd's environment has BLOKWERK_PURGE_SECRET, as
# Blokwerk's does (a TLS proxy on this host makes every client 127.0.0.1 to the ACL).
acl purgers {
    "127.0.0.1";
    "::1";
}

sub vcl_recv {
    if (req.method == "PURGE") {
        if (client.ip !~ purgers
            || std.getenv("BLOKWERK_PURGE_SECRET") == ""
            || req.http.Blokwerk-Purge-Secret != std.getenv("BLOKWERK_PURGE_SECRET")) {
            return (synth(403, "Forbidden"));
        }
        if (!req.http.xkey-purge) {
            return (synth(400, "No xkey-purge header"));
        }
        # Every object tagged with any of the listed keys is gone at once (a hard purge).
        set req.http.n-gone = xkey.purge(req.http.xkey-purge);
        return (synth(200, "Purged " + req.http.n-gone));
    }
    # The secret goes no further than this check.
    unset req.http.Blokwerk-Purge-Secret;
    # Signed-in editors, the API and the admin always reach Blokwerk.
    if (req.http.Cookie ~ "(^|;\s*)blokwerk_session=" || req.url ~ "^/(api|cmsadmin)(/|\?|$)") {
        return (pass);
    }
    # A visitor's other cookies (consent, form tokens) do not change a page: Blokwerk never
    # answers a cookie-bearing page differently for anonymous visitors.
    if (req.method == "GET" || req.method == "HEAD") {
        unset req.http.Cookie;
    }
    # Blokwerk keeps each page plain, brotli and gzip, compressed once; Varnish keeps each as it
    # comes and delivers it untouched. Left to itself, Varnish would ask for gzip alone and gunzip
    # its copy on every hit for a client that accepts no encoding (curl, wrk, many bots), and no
    # browser would get brotli. So the client's choice (br, then gzip, else identity) is read here,
    # before Varnish folds Accept-Encoding to "gzip or nothing" after vcl_recv; the fetch asks
    # Blokwerk for exactly that, and the stored answer varies on it (vcl_backend_response).
    if (req.http.Accept-Encoding ~ "(?i)\bbr\b" && req.http.Accept-Encoding !~ "(?i)\bbr\s*;\s*q=0(\.0*)?\s*(,|$)") {
        set req.http.Blokwerk-Encoding = "br";
    } elsif (req.http.Accept-Encoding ~ "(?i)\bgzip\b" && req.http.Accept-Encoding !~ "(?i)\bgzip\s*;\s*q=0(\.0*)?\s*(,|$)") {
        set req.http.Blokwerk-Encoding = "gzip";
    } else {
        set req.http.Blokwerk-Encoding = "identity";
    }
    # Varnish's built-in vcl_recv follows: GET and HEAD are looked up, anything else passes.
}

sub vcl_backend_fetch {
    # Only for looked-up requests (a passed one goes with the client's own Accept-Encoding).
    if (bereq.http.Blokwerk-Encoding == "identity") {
        unset bereq.http.Accept-Encoding;
    } elsif (bereq.http.Blokwerk-Encoding) {
        set bereq.http.Accept-Encoding = bereq.http.Blokwerk-Encoding;
    }
}

sub vcl_backend_response {
    # An answer that varies on Accept-Encoding varies, in this cache, also on the choice made
    # above (Varnish's folded Accept-Encoding alone would give br and gzip clients one object).
    # An answer that does not vary (an image) stays one object for all.
    if (bereq.http.Blokwerk-Encoding && beresp.http.Vary ~ "(?i)(^|,)\s*Accept-Encoding\s*(,|$)") {
        set beresp.http.Vary = beresp.http.Vary + ", Blokwerk-Encoding";
    }
}

sub vcl_deliver {
    # The tags are for this cache, not for browsers.
    unset resp.http.xkey;
    unset resp.http.Surrogate-Key;
    unset resp.http.Cache-Tag;
    # Browsers and caches further on see the Vary Blokwerk sent.
    if (resp.http.Vary) {
        set resp.http.Vary = regsub(resp.http.Vary, ", Blokwerk-Encoding$", "");
    }
}
