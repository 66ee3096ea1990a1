<?php
/**
 * The payment-optimizer REST service from PHP: one file, no dependency beyond PHP's standard
 * extensions (json, hash; `send()` uses PHP's own http stream wrapper, not the curl extension).
 * Part of @payments/contracts (tools/kits/php/optimizer.php); see tools/kits/README.md.
 *
 * Each `*_request()` function builds one operation's request as a plain array:
 *
 *     ['operation' => 'createOrder', 'method' => 'POST', 'path' => '/api/v2/order/create',
 *      'headers' => ['Content-Type' => 'application/json', 'x-verify' => '...'],
 *      'body' => '{"request":"eyJt..."}', 'basic_auth' => false]
 *
 * Send it with `send()` below or with any HTTP client (Guzzle, Symfony HttpClient, curl): the path
 * goes after your base URL; `basic_auth` says the operation needs the merchant's Basic credentials.
 *
 * Bodies are PHP arrays with the contract's types: integers as PHP ints (`'amount' => 100000`, not
 * `'100000'`: the service's own PHP sample sends numbers as strings, which the contract refuses),
 * strings as strings, an empty JSON object as `new \stdClass()`. Field names are the wire names.
 *
 * create order: `create_order_request($payload, $secretHex)` encodes the payload (its JSON, Base64,
 * in `{"request": ...}`) and signs it: `x-verify` is HMAC-SHA256 of the Base64 text keyed with the
 * merchant secret's bytes (given as hex), in upper-case hex. The document says "SHA256 of the
 * Base64-encoded request payload, produced with the merchant's secret key" without the exact
 * construction (a gap of the contract); this is the toolkit's documented default, the one its
 * sandbox, clients and `contracts conform --secret` use.
 *
 * Tested with PHP 8.2 (Debian bookworm's php-cli) by tools/test/kits/php.test.ts.
 */

declare(strict_types=1);

namespace Payments\Contracts\Optimizer;

/** How bodies are written: UTF-8 as is, slashes unescaped, an error rather than a silent false. */
const JSON_FLAGS = JSON_UNESCAPED_SLASHES | JSON_UNESCAPED_UNICODE | JSON_THROW_ON_ERROR;

/**
 * The Base64 text of a create-order payload: its JSON text (UTF-8), Base64-encoded. This is what
 * the request's `request` field carries and what x-verify signs.
 */
function encode_payload(array $payload): string
{
    return base64_encode(json_encode($payload, JSON_FLAGS));
}

/**
 * x-verify of a Base64 payload: HMAC-SHA256 keyed with the bytes of the merchant secret (given as
 * an even-length hex string), over the Base64 text exactly as sent, in upper-case hex.
 */
function x_verify(string $base64Payload, string $secretHex): string
{
    if (!preg_match('/^(?:[0-9a-fA-F]{2})+$/', $secretHex)) {
        throw new \InvalidArgumentException('x_verify: the secret must be an even-length hex string (the merchant secret key as hex)');
    }
    return strtoupper(hash_hmac('sha256', $base64Payload, (string) hex2bin($secretHex)));
}

/** One request, as every builder returns it. `$body` null: no body. */
function request(string $operation, string $method, string $path, ?array $body, bool $basicAuth, array $headers = []): array
{
    if ($body !== null) {
        $headers = ['Content-Type' => 'application/json'] + $headers;
    }
    return [
        'operation' => $operation,
        'method' => $method,
        'path' => $path,
        'headers' => $headers,
        'body' => $body === null ? null : json_encode($body, JSON_FLAGS),
        'basic_auth' => $basicAuth,
    ];
}

/** Create order (POST /api/v2/order/create): the payload encoded and signed with the merchant secret (hex). */
function create_order_request(array $payload, string $secretHex): array
{
    $base64 = encode_payload($payload);
    return request('createOrder', 'POST', '/api/v2/order/create', ['request' => $base64], false, ['x-verify' => x_verify($base64, $secretHex)]);
}

/** Process payment (POST /api/v2/process/payment?token=...): the token create order answered. */
function process_payment_request(string $token, array $body): array
{
    return request('processPayment', 'POST', '/api/v2/process/payment?token=' . rawurlencode($token), $body, false);
}

/** Order inquiry (GET /api/pg/orders/{order_id}). Basic credentials. */
function get_order_request(int $orderId): array
{
    return request('getOrder', 'GET', '/api/pg/orders/' . $orderId, null, true);
}

/** Refund (POST /api/pg/payments/{payment_id}/refund). Basic credentials. */
function refund_payment_request(int $paymentId, array $body): array
{
    return request('refundPayment', 'POST', '/api/pg/payments/' . $paymentId . '/refund', $body, true);
}

/** Create customer (POST /create/customer). Basic credentials. */
function create_customer_request(array $body): array
{
    return request('createCustomer', 'POST', '/create/customer', $body, true);
}

/** Get customer (GET /customer/{customerId}). Basic credentials. */
function get_customer_request(int $customerId): array
{
    return request('getCustomer', 'GET', '/customer/' . $customerId, null, true);
}

/** Update customer (POST /update/customer/{CustomerId}). Basic credentials. */
function update_customer_request(int $customerId, array $body): array
{
    return request('updateCustomer', 'POST', '/update/customer/' . $customerId, $body, true);
}

/** Save card (POST /api/customer/card/save). Basic credentials. */
function save_card_request(array $body): array
{
    return request('saveCard', 'POST', '/api/customer/card/save', $body, true);
}

/** Fetch saved cards (POST /api/customer/card/fetch). Basic credentials. */
function fetch_saved_cards_request(array $body): array
{
    return request('fetchSavedCards', 'POST', '/api/customer/card/fetch', $body, true);
}

/** Delete saved card (POST /api/customer/card/delete). Basic credentials. */
function delete_saved_card_request(array $body): array
{
    return request('deleteSavedCard', 'POST', '/api/customer/card/delete', $body, true);
}

/** EMI calculator (POST /api/V2/emi/calculator). */
function calculate_emi_request(array $body): array
{
    return request('calculateEmi', 'POST', '/api/V2/emi/calculator', $body, false);
}

/** Scheme validation (POST /api/v2/scheme/validation). */
function validate_scheme_request(array $body): array
{
    return request('validateScheme', 'POST', '/api/v2/scheme/validation', $body, false);
}

/**
 * Send a request to `$baseUrl` (such as http://127.0.0.1:4011, the sandbox of `make mock`) and
 * return `['status' => int, 'headers' => [lower-case name => value], 'body' => decoded JSON, or the
 * text when it is not JSON]`. `$credentials` is `[user, password]` for the operations with
 * `basic_auth` (the document does not show how the Basic value is composed; this sends
 * base64("user:password"), as HTTP Basic does). An answer with an error status is returned, not
 * thrown; a failed connection throws \RuntimeException (naming the URL, never a credential).
 */
function send(string $baseUrl, array $request, ?array $credentials = null, int $timeoutSeconds = 30): array
{
    $headers = $request['headers'];
    if ($request['basic_auth']) {
        if ($credentials === null || count($credentials) !== 2) {
            throw new \InvalidArgumentException($request['operation'] . ' needs the merchant\'s Basic credentials: pass [user, password] to send()');
        }
        $headers['Authorization'] = 'Basic ' . base64_encode($credentials[0] . ':' . $credentials[1]);
    }
    $lines = ['Connection: close'];
    foreach ($headers as $name => $value) {
        $lines[] = $name . ': ' . $value;
    }
    $context = stream_context_create(['http' => [
        'method' => $request['method'],
        'header' => implode("\r\n", $lines),
        'content' => $request['body'] ?? '',
        'ignore_errors' => true,
        'timeout' => $timeoutSeconds,
        'follow_location' => 0,
    ]]);
    $url = rtrim($baseUrl, '/') . $request['path'];
    $text = @file_get_contents($url, false, $context);
    if ($text === false) {
        throw new \RuntimeException($request['operation'] . ': no answer from ' . rtrim($baseUrl, '/') . ' (is the service running?)');
    }
    $raw = function_exists('http_get_last_response_headers') ? (http_get_last_response_headers() ?? []) : ($http_response_header ?? []);
    $status = 0;
    $answerHeaders = [];
    foreach ($raw as $line) {
        if (preg_match('#^HTTP/\S+\s+(\d{3})#', $line, $m)) {
            $status = (int) $m[1];
            $answerHeaders = [];
        } elseif (strpos($line, ':') !== false) {
            [$name, $value] = explode(':', $line, 2);
            $answerHeaders[strtolower(trim($name))] = trim($value);
        }
    }
    $body = $text;
    if ($text !== '') {
        try {
            $body = json_decode($text, true, 512, JSON_THROW_ON_ERROR | JSON_BIGINT_AS_STRING);
        } catch (\JsonException $e) {
            $body = $text;
        }
    }
    return ['status' => $status, 'headers' => $answerHeaders, 'body' => $body];
}
