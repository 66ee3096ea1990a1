<?php
// A PHP merchant's session through the kit (tools/kits/php/optimizer.php), as tools/test/kits/php.test.ts
// runs it against a fresh sandbox: customer, order, payment, inquiry, refund, saved cards, EMI.
// Prints "<operation> <status>" per call. Environment: OPTIMIZER_URL, OPTIMIZER_SECRET_HEX,
// OPTIMIZER_USER, OPTIMIZER_PASSWORD, CARD_NUMBER.
declare(strict_types=1);

require __DIR__ . '/../../../kits/php/optimizer.php';

use Payments\Contracts\Optimizer as Optimizer;

$base = getenv('OPTIMIZER_URL');
$credentials = [getenv('OPTIMIZER_USER'), getenv('OPTIMIZER_PASSWORD')];

function call(string $base, array $request, ?array $credentials = null): array
{
    $answer = Optimizer\send($base, $request, $credentials);
    echo $request['operation'], ' ', $answer['status'], "\n";
    return $answer;
}

$customer = call($base, Optimizer\create_customer_request([
    'customer_ref_no' => 'PHP-KIT-1',
    'mobile_number' => '9999999999',
    'email_id' => 'php@example.com',
    'first_name' => 'Php',
    'last_name' => 'Merchant',
    'country_code' => '91',
]), $credentials);
$customerId = $customer['body']['customer_id'];
call($base, Optimizer\get_customer_request($customerId), $credentials);
call($base, Optimizer\update_customer_request($customerId, ['email_id' => 'php.new@example.com']), $credentials);

$order = call($base, Optimizer\create_order_request([
    'merchant_data' => [
        'merchant_id' => 1234,
        'merchant_access_code' => 'MERCHANT-ACCESS-CODE',
        'order_id' => 'PHP-ORDER-1',
        'merchant_return_url' => 'https://merchant.example/return',
    ],
    'payment_info_data' => ['amount' => 100000, 'currency_code' => 'INR', 'order_desc' => 'Test order'],
    'customer_data' => ['customer_id' => $customerId],
    'txn_data' => ['navigation_mode' => 7, 'payment_mode' => '10', 'transaction_type' => 1, 'time_stamp' => 1700000000],
], getenv('OPTIMIZER_SECRET_HEX')));
$orderId = $order['body']['order_id'];
call($base, Optimizer\process_payment_request($order['body']['token'], [
    'payment_mode' => 10,
    'navigation_mode' => 7,
    'upi_data' => ['vpa' => 'customer@upi', 'upi_option' => 'UPI'],
]));
call($base, Optimizer\get_order_request($orderId), $credentials);
call($base, Optimizer\refund_payment_request($orderId, ['amount' => 30000, 'unique_merchant_txn_id' => 'PHP-RF-1']), $credentials);

$saved = call($base, Optimizer\save_card_request([
    'customer_data' => ['customer_id' => $customerId],
    'card_data' => ['card_number' => getenv('CARD_NUMBER'), 'expiry_year' => '2030', 'expiry_month' => '12', 'card_holder_name' => 'Test Holder'],
]), $credentials);
call($base, Optimizer\fetch_saved_cards_request(['customer_data' => ['customer_id' => $customerId]]), $credentials);
call($base, Optimizer\delete_saved_card_request([
    'customer_data' => ['customer_id' => $customerId],
    'card_data' => ['saved_card_id' => $saved['body']['saved_card_id']],
]), $credentials);
call($base, Optimizer\calculate_emi_request([
    'merchant_data' => ['merchant_id' => 1234, 'merchant_access_code' => 'MERCHANT-ACCESS-CODE'],
    'payment_data' => ['amount_in_paisa' => 1100000],
]));
