// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
export interface paths {
    "/api/V2/emi/calculator": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description EMI calculator: the EMI offer schemes for an amount (and products, for Brand EMI). */
        post: operations["calculateEmi"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/card/delete": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Delete a saved card. Deletion is permanent. */
        post: operations["deleteSavedCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/card/fetch": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Fetch a customer's saved cards. */
        post: operations["fetchSavedCards"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/customer/card/save": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Save a credit or debit card for a customer (several cards per customer). */
        post: operations["saveCard"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pg/orders/{order_id}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Order inquiry by the service's order id. HTTP Basic authentication. */
        get: operations["getOrder"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/pg/payments/{payment_id}/refund": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Refund a payment that completed successfully and was not refunded before. A refund of the
         *     order amount leaves the order status REFUNDED. HTTP Basic authentication. The response
         *     carries an `x-verify` header.
         */
        post: operations["refundPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/order/create": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Create order. The body's `request` is the Base64 encoding of the JSON payload
         *     (CreateOrderPayload); `x-verify` is SHA256 of that Base64-encoded payload, produced with the
         *     merchant's secret key. Merchant credentials travel in the payload (no HTTP Basic). The
         *     response's token is passed to process payment.
         */
        post: operations["createOrder"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/process/payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Process payment with the token from create order; the response carries the redirect URL.
         *
         *     Authentication: the document's Authentication section lists process payment neither among
         *     the HTTP Basic APIs nor among those with body credentials; the contract declares no security
         *     scheme for it, the single-use token being its credential.
         */
        post: operations["processPayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/v2/scheme/validation": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Scheme validation of a card against one tenure entry of the EMI calculator response. */
        post: operations["validateScheme"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/create/customer": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /** @description Create customer. The merchant stores the assigned customer_id for later orders and payments. */
        post: operations["createCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/customer/{customerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Get customer by the service's customer id. */
        get: operations["getCustomer"];
        put?: never;
        post?: never;
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/update/customer/{CustomerId}": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * @description Update customer. Fields not passed stay unchanged. The response is the customer record
         *     without customer_ref_no.
         */
        post: operations["updateCustomer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
}
export type webhooks = Record<string, never>;
export interface components {
    schemas: {
        /** @description `additional_info_data` of the create-order payload: rfu1 to rfu20, each String(200), optional. */
        AdditionalInfoData: {
            /** @description Reserved field 1. String(200). */
            rfu1?: string;
            /** @description Reserved field 2. String(200). */
            rfu2?: string;
            /** @description Reserved field 3. String(200). */
            rfu3?: string;
            /** @description Reserved field 4. String(200). */
            rfu4?: string;
            /** @description Reserved field 5. String(200). */
            rfu5?: string;
            /** @description Reserved field 6. String(200). */
            rfu6?: string;
            /** @description Reserved field 7. String(200). */
            rfu7?: string;
            /** @description Reserved field 8. String(200). */
            rfu8?: string;
            /** @description Reserved field 9. String(200). */
            rfu9?: string;
            /** @description Reserved field 10. String(200). */
            rfu10?: string;
            /** @description Reserved field 11. String(200). */
            rfu11?: string;
            /** @description Reserved field 12. String(200). */
            rfu12?: string;
            /** @description Reserved field 13. String(200). */
            rfu13?: string;
            /** @description Reserved field 14. String(200). */
            rfu14?: string;
            /** @description Reserved field 15. String(200). */
            rfu15?: string;
            /** @description Reserved field 16. String(200). */
            rfu16?: string;
            /** @description Reserved field 17. String(200). */
            rfu17?: string;
            /** @description Reserved field 18. String(200). */
            rfu18?: string;
            /** @description Reserved field 19. String(200). */
            rfu19?: string;
            /** @description Reserved field 20. String(200). */
            rfu20?: string;
        };
        /** @description A billing or shipping address of the create-order payload. All fields are optional. */
        AddressData: {
            /** @description First name. String(50). */
            first_name?: string;
            /** @description Last name. String(50). */
            last_name?: string;
            /** @description Address line 1. String(200). */
            address1?: string;
            /** @description Address line 2. String(200). */
            address2?: string;
            /** @description Address line 3. String(200). */
            address3?: string;
            /** @description Postal code. String(50). */
            pincode?: string;
            /** @description City. String(50). */
            city?: string;
            /** @description State. String(50). */
            state?: string;
            /** @description Country. String(50). */
            country?: string;
        };
        /** @description `customer_data` of the saved-card bodies. */
        CardCustomerData: {
            /**
             * Format: int64
             * @description The customer's id (from create customer). Required. The document types it int here but long
             *     in the customer record; the contract uses int64 (see the create-order customer_id decision).
             */
            customer_id: number;
        };
        /**
         * @description Body of create customer. All fields are required.
         * @example {
         *       "customer_ref_no": "CUST-REF-0001",
         *       "mobile_number": "9999999999",
         *       "email_id": "customer@example.com",
         *       "first_name": "Test",
         *       "last_name": "Customer",
         *       "country_code": "91"
         *     }
         */
        CreateCustomerRequest: {
            /** @description The merchant's unique reference for the customer. Varchar(100). */
            customer_ref_no: string;
            /** @description The customer's mobile number. Varchar(20). */
            mobile_number: string;
            /** @description The customer's email address. Varchar(100). */
            email_id: string;
            /** @description The customer's first name. Varchar(200). */
            first_name: string;
            /** @description The customer's last name. Varchar(200). */
            last_name: string;
            /** @description The customer's country code. Varchar(10). */
            country_code: string;
        };
        /** @description `merchant_data` of the create-order payload. */
        CreateOrderMerchantData: {
            /**
             * Format: int32
             * @description The merchant's id.
             */
            merchant_id: number;
            /** @description The merchant's access code. String(50). */
            merchant_access_code: string;
            /** @description The merchant's unique order id. String(200). */
            order_id: string;
            /**
             * @description The URL the customer returns to after the payment. String(500). The content delivered to it
             *     is not shown.
             */
            merchant_return_url: string;
        };
        /**
         * @description The create-order payload: the JSON document that is Base64-encoded into
         *     `CreateOrderRequest.request`.
         *
         *     Customer rule: either `customer_data.customer_id` is sent, or, when no customer exists at the
         *     service, the other customer details are sent to enable saved cards.
         * @example {
         *       "merchant_data": {
         *         "merchant_id": 1234,
         *         "merchant_access_code": "MERCHANT-ACCESS-CODE",
         *         "order_id": "ORDER-0001",
         *         "merchant_return_url": "https://merchant.example/return"
         *       },
         *       "payment_info_data": {
         *         "amount": 100000,
         *         "currency_code": "INR",
         *         "order_desc": "Test order"
         *       },
         *       "customer_data": {
         *         "customer_id": 123456
         *       },
         *       "txn_data": {
         *         "navigation_mode": 7,
         *         "payment_mode": "10",
         *         "transaction_type": 1,
         *         "time_stamp": 1700000000
         *       }
         *     }
         * @example {
         *       "merchant_data": {
         *         "merchant_id": 1234,
         *         "merchant_access_code": "MERCHANT-ACCESS-CODE",
         *         "order_id": "ORDER-0002",
         *         "merchant_return_url": "https://merchant.example/return"
         *       },
         *       "payment_info_data": {
         *         "amount": 1100000,
         *         "currency_code": "INR"
         *       },
         *       "customer_data": {
         *         "customer_ref_no": "CUST-REF-0002",
         *         "mobile_number": "9999999999",
         *         "email_id": "customer@example.com",
         *         "first_name": "Test",
         *         "last_name": "Customer",
         *         "country_code": "91"
         *       },
         *       "billing_address_data": {
         *         "first_name": "Test",
         *         "last_name": "Customer",
         *         "address1": "Address line 1",
         *         "address2": "Address line 2",
         *         "address3": "Address line 3",
         *         "pincode": "000000",
         *         "city": "City",
         *         "state": "State",
         *         "country": "Country"
         *       },
         *       "shipping_address_data": {
         *         "first_name": "Test",
         *         "last_name": "Customer",
         *         "address1": "Address line 1",
         *         "pincode": "000000",
         *         "city": "City",
         *         "state": "State",
         *         "country": "Country"
         *       },
         *       "additional_info_data": {
         *         "rfu1": "reserved value 1",
         *         "rfu20": "reserved value 20"
         *       },
         *       "product_info_data": {
         *         "product_details": [
         *           {
         *             "product_code": "PRODUCT-001",
         *             "product_amount": 1100000
         *           }
         *         ]
         *       },
         *       "txn_data": {
         *         "navigation_mode": 7,
         *         "payment_mode": "4"
         *       }
         *     }
         */
        CreateOrderPayload: {
            /** @description Merchant and order identification. Required. */
            merchant_data: components["schemas"]["CreateOrderMerchantData"];
            /** @description Amount and currency of the order. Required. */
            payment_info_data: components["schemas"]["CreateOrderPaymentInfoData"];
            /**
             * @description The customer: either customer_id, or the other customer details (when no customer exists
             *     at the service) to enable saved cards. Optional.
             */
            customer_data?: components["schemas"]["OrderCustomerData"];
            /** @description Billing address. Optional. */
            billing_address_data?: components["schemas"]["AddressData"];
            /** @description Shipping address. Optional. */
            shipping_address_data?: components["schemas"]["AddressData"];
            /** @description Additional merchant information, rfu1 to rfu20. Optional. */
            additional_info_data?: components["schemas"]["AdditionalInfoData"];
            /** @description Product lines of the cart, needed for Brand EMI. Optional. */
            product_info_data?: components["schemas"]["ProductInfoData"];
            /** @description Transaction options: navigation mode, payment mode, transaction type, time stamp. Required. */
            txn_data: components["schemas"]["TxnData"];
        };
        /**
         * @description `payment_info_data` of the create-order payload. A preferred payment gateway is listed as part
         *     of the payment details, but its field name is not shown; the contract has no field for it.
         */
        CreateOrderPaymentInfoData: {
            /**
             * Format: int64
             * @description The order amount, in paise.
             */
            amount: number;
            /** @description Currency code; `INR` is illustrated. */
            currency_code: string;
            /** @description Description of the order. Optional. */
            order_desc?: string;
        };
        /**
         * @description Body of create order: one field, `request`, holding the Base64 encoding of the JSON payload
         *     (`CreateOrderPayload`). The `x-verify` header carries SHA256 of this Base64-encoded payload.
         * @example {
         *       "request": "eyJtZXJjaGFudF9kYXRhIjp7Im1lcmNoYW50X2lkIjoxMjM0LCJtZXJjaGFudF9hY2Nlc3NfY29kZSI6Ik1FUkNIQU5ULUFDQ0VTUy1DT0RFIiwib3JkZXJfaWQiOiJPUkRFUi0wMDAxIiwibWVyY2hhbnRfcmV0dXJuX3VybCI6Imh0dHBzOi8vbWVyY2hhbnQuZXhhbXBsZS9yZXR1cm4ifSwicGF5bWVudF9pbmZvX2RhdGEiOnsiYW1vdW50IjoxMDAwMDAsImN1cnJlbmN5X2NvZGUiOiJJTlIiLCJvcmRlcl9kZXNjIjoiVGVzdCBvcmRlciJ9LCJjdXN0b21lcl9kYXRhIjp7ImN1c3RvbWVyX2lkIjoxMjM0NTZ9LCJ0eG5fZGF0YSI6eyJuYXZpZ2F0aW9uX21vZGUiOjcsInBheW1lbnRfbW9kZSI6IjEwIiwidHJhbnNhY3Rpb25fdHlwZSI6MSwidGltZV9zdGFtcCI6MTcwMDAwMDAwMH19"
         *     }
         */
        CreateOrderRequest: {
            /** @description The Base64 encoding of the JSON create-order payload (`CreateOrderPayload`). */
            request: string;
        };
        /**
         * @description Response of create order: the single-use token for process payment and the service's order id.
         * @example {
         *       "token": "TOKEN-PLACEHOLDER",
         *       "order_id": 1000001,
         *       "response_code": 1,
         *       "response_message": "SUCCESS"
         *     }
         */
        CreateOrderResponse: {
            /**
             * @description Single-use handle for the next call (process payment). Expires after a predefined time span,
             *     whose value is not shown.
             */
            token: string;
            /**
             * @description The service's order id. The field table names it `order_id`, the illustrated payload
             *     `{vendor}_order_id`; the contract uses the field-table name. Its type is not shown (the
             *     service's order id is a long in order inquiry), so a number or a string is accepted.
             */
            order_id: number | string;
            /** @description 1 means success. The failure values are not shown. */
            response_code: components["schemas"]["ResponseCode"];
            /** @description `SUCCESS` on success; on failure, the reason for the failure. */
            response_message: string;
        } & {
            order_id: unknown;
        };
        /**
         * @description Customer record: the response of create customer and get customer (update customer returns
         *     it without `customer_ref_no`).
         * @example {
         *       "customer_id": 123456,
         *       "customer_ref_no": "CUST-REF-0001",
         *       "merchant_id": 1234,
         *       "first_name": "Test",
         *       "last_name": "Customer",
         *       "mobile_number": "9999999999",
         *       "email_id": "customer@example.com",
         *       "country_code": "91",
         *       "response_code": 1,
         *       "response_message": "SUCCESS"
         *     }
         */
        CustomerRecord: {
            /**
             * Format: int64
             * @description The customer's id, assigned by the service and unique. The merchant stores it for later
             *     orders and payments.
             */
            customer_id: number;
            /** @description The merchant's reference for the customer (not returned by update). */
            customer_ref_no: string;
            /**
             * Format: int32
             * @description The merchant's id.
             */
            merchant_id: number;
            /** @description The customer's first name. */
            first_name: string;
            /** @description The customer's last name. */
            last_name: string;
            /** @description The customer's mobile number. */
            mobile_number: string;
            /** @description The customer's email address. */
            email_id: string;
            /** @description The customer's country code. */
            country_code: string;
            /** @description 1 means success. The failure values are not shown. */
            response_code: components["schemas"]["ResponseCode"];
            /** @description `SUCCESS` on success; on failure, the reason for the failure. */
            response_message: string;
        };
        /** @description `card_data` of delete saved card. */
        DeleteCardData: {
            /**
             * Format: int64
             * @description Id of the saved card to delete. Required.
             */
            saved_card_id: number;
        };
        /**
         * @description Body of delete saved card. Deletion is permanent.
         * @example {
         *       "customer_data": {
         *         "customer_id": 123456
         *       },
         *       "card_data": {
         *         "saved_card_id": 3000001
         *       }
         *     }
         */
        DeleteSavedCardRequest: {
            /**
             * @description The customer the card belongs to. The document lists customer_data.customer_id (int) without
             *     saying whether it is required; it is optional here.
             */
            customer_data?: components["schemas"]["CardCustomerData"];
            /** @description The card to delete. Required. */
            card_data: components["schemas"]["DeleteCardData"];
        };
        /**
         * @description Response of delete saved card.
         * @example {
         *       "response_code": 1,
         *       "response_message": "SUCCESS"
         *     }
         */
        DeleteSavedCardResponse: {
            /** @description 1 means success. The failure values are not shown. */
            response_code: components["schemas"]["ResponseCode"];
            /** @description `SUCCESS` on success; on failure, the reason for the failure. */
            response_message: string;
        };
        /**
         * @description Body of the EMI calculator.
         * @example {
         *       "merchant_data": {
         *         "merchant_id": 1234,
         *         "merchant_access_code": "MERCHANT-ACCESS-CODE"
         *       },
         *       "payment_data": {
         *         "amount_in_paisa": 1100000
         *       },
         *       "product_details": [
         *         {
         *           "product_code": "PRODUCT-001",
         *           "product_amount": 1100000
         *         }
         *       ]
         *     }
         */
        EmiCalculatorRequest: {
            /** @description The merchant's credentials. Required. */
            merchant_data: components["schemas"]["MerchantCredentials"];
            /** @description The amount. Required. */
            payment_data: components["schemas"]["PaymentData"];
            /** @description Product lines of the cart, for Brand EMI. Optional. */
            product_details?: components["schemas"]["ProductDetail"][];
        };
        /**
         * @description EMI offer scheme response: the output of the EMI calculator.
         * @example {
         *       "issuer": [
         *         {
         *           "issuer_name": "ISSUER",
         *           "is_debit_emi_issuer": false,
         *           "list_emi_tenure": [
         *             {
         *               "offer_scheme": {
         *                 "product_details": [
         *                   {
         *                     "schemes": [
         *                       {
         *                         "scheme_id": 1001,
         *                         "program_type": 1,
         *                         "is_scheme_valid": true
         *                       }
         *                     ],
         *                     "product_code": "PRODUCT-001",
         *                     "product_amount": 1100000,
         *                     "subvention_cashback_discount": 10000,
         *                     "product_discount": 0,
         *                     "subvention_cashback_discount_percentage": 0,
         *                     "product_discount_percentage": 0,
         *                     "subvention_type": 1,
         *                     "additional_cashback": "placeholder additional cashback",
         *                     "bank_interest_rate_percentage": 15,
         *                     "bank_interest_rate": 15
         *                   }
         *                 ],
         *                 "emi_scheme": null
         *               },
         *               "tenure_id": "3",
         *               "tenure_in_month": "3",
         *               "monthly_installment": 370000,
         *               "bank_interest_rate": 15,
         *               "interest_pay_to_bank": 20000,
         *               "total_offerred_discount_cashback_amount": 10000,
         *               "loan_amount": 1090000,
         *               "auth_amount": 1090000
         *             }
         *           ]
         *         }
         *       ],
         *       "response_code": 1,
         *       "response_message": "SUCCESS"
         *     }
         */
        EmiCalculatorResponse: {
            /** @description The issuers offering EMI, each with its tenures. */
            issuer: components["schemas"]["EmiIssuer"][];
            /** @description 1 means success. The failure values are not shown. */
            response_code: components["schemas"]["ResponseCode"];
            /** @description `SUCCESS` on success; on failure, the reason for the failure. */
            response_message: string;
        };
        /** @description An issuer entry of the EMI calculator response. */
        EmiIssuer: {
            /** @description Name of the issuer. */
            issuer_name: string;
            /** @description Whether the issuer offers debit EMI. */
            is_debit_emi_issuer: boolean;
            /** @description The issuer's EMI tenures. */
            list_emi_tenure: components["schemas"]["EmiTenure"][];
        };
        /** @description The EMI scheme of an offer. Only null is illustrated; its shape is not shown. */
        EmiScheme: Record<string, never>;
        /**
         * @description A tenure entry of the EMI calculator response; scheme validation sends one of them back as
         *     `emi_data`. Amounts are in paise unless a field is named otherwise.
         * @example {
         *       "offer_scheme": {
         *         "product_details": [
         *           {
         *             "schemes": [
         *               {
         *                 "scheme_id": 1001,
         *                 "program_type": 1,
         *                 "is_scheme_valid": true
         *               }
         *             ],
         *             "product_code": "PRODUCT-001",
         *             "product_amount": 1100000,
         *             "subvention_cashback_discount": 10000,
         *             "product_discount": 0,
         *             "subvention_cashback_discount_percentage": 0,
         *             "product_discount_percentage": 0,
         *             "subvention_type": 1,
         *             "additional_cashback": "placeholder additional cashback",
         *             "bank_interest_rate_percentage": 15,
         *             "bank_interest_rate": 15
         *           }
         *         ],
         *         "emi_scheme": null
         *       },
         *       "tenure_id": "3",
         *       "tenure_in_month": "3",
         *       "monthly_installment": 370000,
         *       "bank_interest_rate": 15,
         *       "interest_pay_to_bank": 20000,
         *       "total_offerred_discount_cashback_amount": 10000,
         *       "loan_amount": 1090000,
         *       "auth_amount": 1090000
         *     }
         */
        EmiTenure: {
            /** @description The offer: product lines with their schemes, and the EMI scheme. */
            offer_scheme: components["schemas"]["OfferScheme"];
            /** @description Id of the tenure. */
            tenure_id: string;
            /** @description The tenure, in months. */
            tenure_in_month: string;
            /**
             * Format: double
             * @description The monthly installment.
             */
            monthly_installment: number;
            /**
             * Format: double
             * @description The bank's interest rate.
             */
            bank_interest_rate: number;
            /**
             * Format: double
             * @description The interest paid to the bank.
             */
            interest_pay_to_bank: number;
            /**
             * Format: double
             * @description The total discount and cashback offered (the field name is spelled this way).
             */
            total_offerred_discount_cashback_amount: number;
            /**
             * Format: double
             * @description The loan amount.
             */
            loan_amount: number;
            /**
             * Format: double
             * @description The amount to authorise.
             */
            auth_amount: number;
        };
        /**
         * @description Body of fetch saved cards.
         * @example {
         *       "customer_data": {
         *         "customer_id": 123456
         *       }
         *     }
         */
        FetchSavedCardsRequest: {
            /** @description The customer whose cards are fetched. Required. */
            customer_data: components["schemas"]["CardCustomerData"];
        };
        /**
         * @description Merchant credentials carried in the body by the order creation, EMI calculator and scheme
         *     validation APIs (instead of HTTP Basic).
         */
        MerchantCredentials: {
            /**
             * Format: int32
             * @description The merchant's id.
             */
            merchant_id: number;
            /** @description The merchant's access code. String(50). */
            merchant_access_code: string;
        };
        /** @description Navigation mode (an int code): how the customer is taken through the payment. */
        NavigationMode: 2 | 7;
        /** @description `netbanking_data` of process payment (netbanking mode). */
        NetbankingData: {
            /** @description The bank payment code. Required for netbanking. */
            pay_code: string;
        };
        /**
         * @description A product line of an offer. The document lists its fields without types (except program_type
         *     and subvention_type, int, and additional_cashback, string); amounts, percentages and the bank
         *     interest rate are numbers, like their tenure-level counterparts (loan_amount: number).
         */
        OfferProductDetail: {
            /** @description The schemes that apply to the product. */
            schemes: components["schemas"]["ProductScheme"][];
            /** @description The merchant's product code. */
            product_code: string;
            /**
             * Format: double
             * @description The product amount, in paise (a number; its type is not shown).
             */
            product_amount: number;
            /**
             * Format: double
             * @description The subvention cashback or discount, in paise (a number; its type is not shown).
             */
            subvention_cashback_discount: number;
            /**
             * Format: double
             * @description The product discount, in paise (a number; its type is not shown).
             */
            product_discount: number;
            /**
             * Format: double
             * @description The subvention cashback or discount, as a percentage.
             */
            subvention_cashback_discount_percentage: number;
            /**
             * Format: double
             * @description The product discount, as a percentage.
             */
            product_discount_percentage: number;
            /**
             * Format: int32
             * @description Subvention type code. Its meanings are not shown.
             */
            subvention_type: number;
            /** @description Additional cashback. Optional. */
            additional_cashback?: string;
            /**
             * Format: double
             * @description The bank's interest rate, as a percentage.
             */
            bank_interest_rate_percentage: number;
            /**
             * Format: double
             * @description The bank's interest rate.
             */
            bank_interest_rate: number;
        };
        /** @description `offer_scheme` of a tenure entry. */
        OfferScheme: {
            /** @description The product lines with their schemes. */
            product_details: components["schemas"]["OfferProductDetail"][];
            /** @description The EMI scheme; only null is illustrated, its non-null shape is not shown. */
            emi_scheme: components["schemas"]["EmiScheme"] | null;
        };
        /**
         * @description `customer_data` of the create-order payload. All fields are optional: send either
         *     `customer_id` or the other customer details.
         */
        OrderCustomerData: {
            /**
             * Format: int64
             * @description The customer's id from create customer; send it when the card is to be saved. The document
             *     types it int here but long in the customer record, where the value comes from.
             */
            customer_id?: number;
            /** @description The merchant's reference for the customer. String(100). */
            customer_ref_no?: string;
            /** @description The customer's mobile number. String(20). */
            mobile_number?: string;
            /** @description The customer's email address. String(100). */
            email_id?: string;
            /** @description The customer's first name. String(200). */
            first_name?: string;
            /** @description The customer's last name. String(200). */
            last_name?: string;
            /** @description The customer's country code. String(10). */
            country_code?: string;
        };
        /** @description `order_data` of the order record (order inquiry). */
        OrderData: {
            /**
             * Format: int64
             * @description The service's order id.
             */
            agg_order_id: number;
            /**
             * Format: int64
             * @description The order amount, in paise.
             */
            amount: number;
            /** @description Currency code (for example `INR`). */
            currency_code: string;
            /** @description Description of the order. */
            order_desc: string;
            /** @description Order status. `REFUNDED` is illustrated; the other values are not shown. */
            status: components["schemas"]["OrderStatus"];
            /**
             * Format: int64
             * @description The refunded amount, in paise.
             */
            refund_amount: number;
        };
        /** @description `merchant_data` of the order and refund records. */
        OrderMerchantData: {
            /**
             * Format: int32
             * @description The merchant's id.
             */
            merchant_id: number;
            /** @description The merchant's order id. */
            order_id: string;
        };
        /**
         * @description Order record: the response of order inquiry.
         * @example {
         *       "merchant_data": {
         *         "merchant_id": 1234,
         *         "order_id": "ORDER-0001"
         *       },
         *       "order_data": {
         *         "agg_order_id": 1000001,
         *         "amount": 100000,
         *         "currency_code": "INR",
         *         "order_desc": "Test order",
         *         "status": "REFUNDED",
         *         "refund_amount": 100000
         *       },
         *       "response_code": 1,
         *       "response_message": "SUCCESS"
         *     }
         */
        OrderRecord: {
            /** @description The merchant and the merchant's order id. */
            merchant_data: components["schemas"]["OrderMerchantData"];
            /** @description The order as the service holds it. */
            order_data: components["schemas"]["OrderData"];
            /** @description 1 means success. The failure values are not shown. */
            response_code: components["schemas"]["ResponseCode"];
            /** @description `SUCCESS` on success; on failure, the reason for the failure. */
            response_message: string;
        };
        /**
         * @description Order status, an open string: only `REFUNDED` is given (after a full refund of a successful
         *     payment); the other order statuses are not shown.
         */
        OrderStatus: string;
        /**
         * @description `card_data` of process payment; every field but `is_card_to_be_saved` is required (card mode).
         *
         *     The document gives card_expiry_year as String(2) and card_expiry_month as String(4), which looks
         *     swapped (save card has expiry_year Varchar(4) and expiry_month Varchar(2)); the contract keeps
         *     the documented lengths.
         */
        PaymentCardData: {
            /** @description The card number. String(19). */
            card_number: string;
            /** @description The card verification value. String(6). */
            cvv: string;
            /** @description The card holder's name. String(150). */
            card_holder_name: string;
            /** @description The card's expiry year. String(2) as documented. */
            card_expiry_year: string;
            /** @description The card's expiry month. String(4) as documented. */
            card_expiry_month: string;
            /**
             * @description Whether the card is to be saved. Optional, default false.
             * @default false
             */
            is_card_to_be_saved: boolean;
        };
        /** @description Payment amount of the EMI calculator and scheme validation requests. */
        PaymentData: {
            /**
             * Format: int64
             * @description The amount, in paise.
             */
            amount_in_paisa: number;
        };
        /** @description Payment mode of process payment (an int code). The document lists these six codes. */
        PaymentMode: 1 | 3 | 4 | 10 | 11 | 14;
        /**
         * @description Body of process payment (called with the token from create order).
         *
         *     The per-mode rows of the table ("yes (card)", "yes (netbanking)", "yes (UPI)", "yes (wallet)")
         *     are enforced with JSON Schema `if`/`then` on `payment_mode`: card mode (1) sends exactly one of
         *     `card_data` and `saved_card_id` ("send either this or card_data"); netbanking (3)
         *     `netbanking_data` (with `pay_code`); UPI (10) `upi_data` with `vpa`; wallet (11) `wallet_data`
         *     (with `wallet_code`). Inside `upi_data`, `mobile_no` is also required when `upi_option` is GPay.
         *     The data for EMI (4) and debit EMI (14) is not shown.
         * @example {
         *       "payment_mode": 1,
         *       "navigation_mode": 7,
         *       "card_data": {
         *         "card_number": "4111111111111111",
         *         "cvv": "123",
         *         "card_holder_name": "Test Holder",
         *         "card_expiry_year": "30",
         *         "card_expiry_month": "12",
         *         "is_card_to_be_saved": false
         *       }
         *     }
         * @example {
         *       "payment_mode": 10,
         *       "navigation_mode": 7,
         *       "upi_data": {
         *         "vpa": "customer@upi",
         *         "upi_option": "UPI"
         *       }
         *     }
         */
        ProcessPaymentRequest: {
            /**
             * @description Payment mode: 1 card (credit or debit), 3 netbanking, 4 EMI, 10 UPI, 11 wallet, 14 debit EMI.
             *     In EMI (4) and debit EMI (14) the body is open: the data of those modes is not shown.
             */
            payment_mode: components["schemas"]["PaymentMode"];
            /** @description Navigation mode: 2 redirect, 7 seamless. */
            navigation_mode: components["schemas"]["NavigationMode"];
            /**
             * Format: int64
             * @description Id of a saved card (from save card). For card mode send either this or `card_data` (card mode requires exactly one of them).
             */
            saved_card_id?: number;
            /** @description Card details, for card mode (1) when no `saved_card_id` is sent (card mode requires exactly one of them). Its fields are required for card mode. */
            card_data?: components["schemas"]["PaymentCardData"];
            /** @description Netbanking details, required for netbanking mode (3). */
            netbanking_data?: components["schemas"]["NetbankingData"];
            /** @description UPI details, required for UPI mode (10), with `vpa`. */
            upi_data?: components["schemas"]["UpiData"];
            /** @description Wallet details, required for wallet mode (11). */
            wallet_data?: components["schemas"]["WalletData"];
        } & (unknown & unknown & unknown & unknown & unknown);
        /**
         * @description Response of process payment.
         * @example {
         *       "redirect_url": "https://base-url.example/redirect?token=TOKEN-PLACEHOLDER",
         *       "response_code": 1,
         *       "response_message": "SUCCESS"
         *     }
         */
        ProcessPaymentResponse: {
            /** @description The URL to redirect the customer to. */
            redirect_url: string;
            /** @description 1 means success. The failure values are not shown. */
            response_code: components["schemas"]["ResponseCode"];
            /** @description `SUCCESS` on success; on failure, the reason for the failure. */
            response_message: string;
        };
        /**
         * @description One product line of a cart, needed for Brand EMI. The document lists the pair
         *     {product_code, product_amount} without types or required flags; both are required here, since
         *     a product line is the pair.
         */
        ProductDetail: {
            /** @description The merchant's product code. */
            product_code: string;
            /**
             * Format: int64
             * @description The product amount, in paise.
             */
            product_amount: number;
        };
        /** @description `product_info_data` of the create-order payload. */
        ProductInfoData: {
            /** @description Product lines of the cart, needed for Brand EMI. Optional. */
            product_details?: components["schemas"]["ProductDetail"][];
        };
        /** @description A scheme of a product line. */
        ProductScheme: {
            /**
             * Format: int64
             * @description Id of the scheme.
             */
            scheme_id: number;
            /**
             * Format: int32
             * @description Program type code. Its meanings are not shown.
             */
            program_type: number;
            /** @description Whether the scheme is valid. */
            is_scheme_valid: boolean;
        };
        /**
         * @description `order_data` of the refund record. The document lists its fields without types, except that
         *     currency_code is "a numeric code in this response"; the other types follow the order record.
         */
        RefundOrderData: {
            /**
             * Format: int64
             * @description The service's order id.
             */
            agg_order_id: number;
            /**
             * Format: int64
             * @description The order amount, in paise.
             */
            amount: number;
            /**
             * Format: int64
             * @description The refunded amount, in paise.
             */
            refund_amount: number;
            /**
             * @description Currency code: a numeric code in this response (unlike order inquiry). Whether it is sent as
             *     a JSON number or as a string of digits is not shown; both are accepted.
             */
            currency_code: number | string;
            /** @description Description of the order. */
            order_desc: string;
            /** @description Order status; `REFUNDED` after a refund of the order amount. */
            status: components["schemas"]["OrderStatus"];
        };
        /** @description `payment_info_data` of the refund record. Every field is a string. */
        RefundPaymentInfoData: {
            /** @description The merchant's refund transaction id. */
            unique_merchant_txn_id: string;
            /** @description The service's transaction id. */
            vendor_pg_transaction_id: string;
            /** @description Id of the original transaction. */
            parent_vendor_pg_transaction_id: string;
            /** @description Payment status, a numeric code. Its meanings are not shown. */
            status: string;
            /** @description Completion date and time of the transaction, textual, with AM/PM. */
            txn_completion_date_time: string;
            /** @description The amount, in paisa (as a string). */
            amount_in_paisa: string;
            /** @description The captured amount, in paisa (as a string). */
            captured_amount_in_paisa: string;
            /** @description The refunded amount, in paisa (as a string). */
            refund_amount_in_paisa: string;
            /** @description Transaction response code. Its meanings are not shown. */
            txn_response_code: string;
            /** @description Transaction response message. */
            txn_response_msg: string;
            /** @description Name of the acquirer. */
            acquirer_name: string;
            /** @description Payment mode (as a string). */
            payment_mode: string;
        };
        /**
         * @description Payment and refund record: the response of refund. The response also carries an `x-verify`
         *     header. A refund of the order amount leaves the order status `REFUNDED`.
         * @example {
         *       "merchant_data": {
         *         "merchant_id": 1234,
         *         "order_id": "ORDER-0001"
         *       },
         *       "order_data": {
         *         "agg_order_id": 1000001,
         *         "amount": 100000,
         *         "refund_amount": 100000,
         *         "currency_code": 356,
         *         "order_desc": "Test order",
         *         "status": "REFUNDED"
         *       },
         *       "payment_info_data": {
         *         "unique_merchant_txn_id": "REFUND-0001",
         *         "vendor_pg_transaction_id": "5000002",
         *         "parent_vendor_pg_transaction_id": "5000001",
         *         "status": "1",
         *         "txn_completion_date_time": "01/01/2024 10:00:00 AM",
         *         "amount_in_paisa": "100000",
         *         "captured_amount_in_paisa": "100000",
         *         "refund_amount_in_paisa": "100000",
         *         "txn_response_code": "1",
         *         "txn_response_msg": "SUCCESS",
         *         "acquirer_name": "ACQUIRER",
         *         "payment_mode": "1"
         *       },
         *       "response_code": 1,
         *       "response_message": "SUCCESS"
         *     }
         */
        RefundRecord: {
            /** @description The merchant and the merchant's order id. */
            merchant_data: components["schemas"]["OrderMerchantData"];
            /** @description The order, after the refund. */
            order_data: components["schemas"]["RefundOrderData"];
            /** @description The refund transaction. */
            payment_info_data: components["schemas"]["RefundPaymentInfoData"];
            /** @description 1 means success. The failure values are not shown. */
            response_code: components["schemas"]["ResponseCode"];
            /** @description `SUCCESS` on success; on failure, the reason for the failure. */
            response_message: string;
        };
        /**
         * @description Body of refund. Refund applies to payments that completed successfully and were not refunded
         *     before.
         * @example {
         *       "amount": 100000,
         *       "unique_merchant_txn_id": "REFUND-0001"
         *     }
         */
        RefundRequest: {
            /**
             * Format: int64
             * @description The amount to refund, in paise. Required. Like every long of the document, at most
             *     9007199254740991 (2^53 - 1) and at least -9007199254740991: see the decision.
             */
            amount: number;
            /** @description The merchant's unique id for the refund. Varchar(100). Required. */
            unique_merchant_txn_id: string;
        };
        /**
         * Format: int32
         * @description Response code carried by every response body. `1` means success (with `response_message`
         *     `SUCCESS`). The failure listing shows the value 1 for both success and failure, so the code
         *     alone is ambiguous; `response_message` carries the reason for a failure.
         */
        ResponseCode: number;
        /** @description The result fields that every response body carries. */
        ResponseStatus: {
            /** @description 1 means success. The failure values are not shown. */
            response_code: components["schemas"]["ResponseCode"];
            /** @description `SUCCESS` on success; on failure, the reason for the failure. */
            response_message: string;
        };
        /** @description `card_data` of save card. All fields are required. */
        SaveCardData: {
            /** @description The card number. Varchar(500). */
            card_number: string;
            /** @description The card's expiry year. Varchar(4). */
            expiry_year: string;
            /** @description The card's expiry month. Varchar(2). */
            expiry_month: string;
            /** @description The card holder's name. Varchar(100). */
            card_holder_name: string;
        };
        /**
         * @description Body of save card. Credit and debit cards can be stored; several cards per customer.
         * @example {
         *       "customer_data": {
         *         "customer_id": 123456
         *       },
         *       "card_data": {
         *         "card_number": "4111111111111111",
         *         "expiry_year": "2030",
         *         "expiry_month": "12",
         *         "card_holder_name": "Test Holder"
         *       }
         *     }
         */
        SaveCardRequest: {
            /** @description The customer the card belongs to. Required. */
            customer_data: components["schemas"]["CardCustomerData"];
            /** @description The card to save. Required. */
            card_data: components["schemas"]["SaveCardData"];
        };
        /**
         * @description Response of fetch saved cards.
         * @example {
         *       "card_details": [
         *         {
         *           "saved_card_id": 3000001,
         *           "expiry_year": "2030",
         *           "expiry_month": "12",
         *           "card_holder_name": "Test Holder",
         *           "assosiciation_type": "VISA",
         *           "issuer_id": 1,
         *           "masked_card_number": "411111******1111",
         *           "card_holder_mobile_no": "9999999999",
         *           "issuer_name": "ISSUER",
         *           "card_type_id": 1,
         *           "response_code": 0,
         *           "response_message": null
         *         }
         *       ],
         *       "response_code": 1,
         *       "response_message": "SUCCESS"
         *     }
         */
        SavedCardList: {
            /**
             * @description The customer's saved cards. Each entry carries its own response_code and response_message,
             *     which can be 0 and null.
             */
            card_details: components["schemas"]["SavedCardRecord"][];
            /** @description 1 means success. The failure values are not shown. */
            response_code: components["schemas"]["ResponseCode"];
            /** @description `SUCCESS` on success; on failure, the reason for the failure. */
            response_message: string;
        };
        /**
         * @description Saved card record: the response of save card, and each entry of `card_details` of fetch
         *     saved cards (where the entry's own response_code and response_message can be 0 and null).
         * @example {
         *       "saved_card_id": 3000001,
         *       "expiry_year": "2030",
         *       "expiry_month": "12",
         *       "card_holder_name": "Test Holder",
         *       "assosiciation_type": "VISA",
         *       "issuer_id": 1,
         *       "masked_card_number": "411111******1111",
         *       "card_holder_mobile_no": null,
         *       "issuer_name": null,
         *       "card_type_id": 1,
         *       "response_code": 1,
         *       "response_message": "SUCCESS"
         *     }
         */
        SavedCardRecord: {
            /**
             * Format: int64
             * @description Id of the saved card, used later for payments and deletion.
             */
            saved_card_id: number;
            /** @description The card's expiry year. */
            expiry_year: string;
            /** @description The card's expiry month. */
            expiry_month: string;
            /** @description The card holder's name. */
            card_holder_name: string;
            /** @description The card network name (the field name is spelled this way). */
            assosiciation_type: string;
            /**
             * Format: int32
             * @description Id of the card issuer.
             */
            issuer_id: number;
            /** @description The card number in masked form. */
            masked_card_number: string;
            /** @description The card holder's mobile number; string or null. */
            card_holder_mobile_no: string | null;
            /** @description Name of the card issuer; string or null. */
            issuer_name: string | null;
            /**
             * Format: int32
             * @description Id of the card type.
             */
            card_type_id: number;
            /** @description Response code: 1 means success; 0 in the entries of fetch saved cards. */
            response_code: components["schemas"]["ResponseCode"];
            /** @description `SUCCESS` on success; null in the entries of fetch saved cards. */
            response_message: string | null;
        };
        /**
         * @description `card_data` of scheme validation. As in process payment, the expiry year is 2 characters and
         *     the expiry month 4 characters (looks swapped; kept as documented).
         */
        SchemeValidationCardData: {
            /** @description The card number. Varchar(19). */
            card_number: string;
            /** @description The card verification value. Varchar(6). */
            cvv: string;
            /** @description The card's expiry year: a string of 2 characters as documented. */
            card_expiry_year: string;
            /** @description The card's expiry month: a string of 4 characters as documented. */
            card_expiry_month: string;
            /** @description The card holder's name. Illustrated; its required flag is not shown, so it is optional. */
            card_holder_name?: string;
        };
        /**
         * @description Body of scheme validation.
         * @example {
         *       "merchant_data": {
         *         "merchant_id": 1234,
         *         "merchant_access_code": "MERCHANT-ACCESS-CODE"
         *       },
         *       "payment_data": {
         *         "amount_in_paisa": 1100000
         *       },
         *       "card_data": {
         *         "card_number": "4111111111111111",
         *         "cvv": "123",
         *         "card_expiry_year": "30",
         *         "card_expiry_month": "12",
         *         "card_holder_name": "Test Holder"
         *       },
         *       "emi_data": {
         *         "offer_scheme": {
         *           "product_details": [
         *             {
         *               "schemes": [
         *                 {
         *                   "scheme_id": 1001,
         *                   "program_type": 1,
         *                   "is_scheme_valid": true
         *                 }
         *               ],
         *               "product_code": "PRODUCT-001",
         *               "product_amount": 1100000,
         *               "subvention_cashback_discount": 10000,
         *               "product_discount": 0,
         *               "subvention_cashback_discount_percentage": 0,
         *               "product_discount_percentage": 0,
         *               "subvention_type": 1,
         *               "additional_cashback": "placeholder additional cashback",
         *               "bank_interest_rate_percentage": 15,
         *               "bank_interest_rate": 15
         *             }
         *           ],
         *           "emi_scheme": null
         *         },
         *         "tenure_id": "3",
         *         "tenure_in_month": "3",
         *         "monthly_installment": 370000,
         *         "bank_interest_rate": 15,
         *         "interest_pay_to_bank": 20000,
         *         "total_offerred_discount_cashback_amount": 10000,
         *         "loan_amount": 1090000,
         *         "auth_amount": 1090000
         *       }
         *     }
         */
        SchemeValidationRequest: {
            /** @description The merchant's credentials. Required. */
            merchant_data: components["schemas"]["MerchantCredentials"];
            /** @description The amount. Required. */
            payment_data: components["schemas"]["PaymentData"];
            /** @description The card. Required. */
            card_data: components["schemas"]["SchemeValidationCardData"];
            /** @description One tenure entry of the EMI calculator response. Required. */
            emi_data: components["schemas"]["EmiTenure"];
        };
        /**
         * @description Response of scheme validation. Its shape is not shown; like every response body it carries
         *     response_code and response_message, the rest is open.
         * @example {
         *       "response_code": 1,
         *       "response_message": "SUCCESS"
         *     }
         */
        SchemeValidationResponse: {
            /** @description 1 means success. The failure values are not shown. */
            response_code: components["schemas"]["ResponseCode"];
            /** @description `SUCCESS` on success; on failure, the reason for the failure. */
            response_message: string;
        };
        /** @description `txn_data` of the create-order payload. */
        TxnData: {
            /**
             * Format: int32
             * @description Navigation mode (int): 7 = seamless, the one value the create-order table gives. Other values
             *     are accepted (not shown).
             */
            navigation_mode: number;
            /**
             * @description Payment mode, a String here ("10 for UPI"), while process payment's payment_mode is an int
             *     from a closed list (1 card, 3 netbanking, 4 EMI, 10 UPI, 11 wallet, 14 debit EMI). The
             *     contract keeps the documented String type and does not restrict its values, since the
             *     document illustrates only "10".
             */
            payment_mode: string;
            /**
             * Format: int32
             * @description Transaction type; 1 = purchase is the only value given. Optional. Kept as an open int
             *     since the document does not say the list is complete.
             */
            transaction_type?: number;
            /**
             * Format: int64
             * @description Time stamp of the transaction, a Unix timestamp (its unit is not stated). Optional.
             */
            time_stamp?: number;
        };
        /**
         * @description Body of update customer. All fields are optional; fields not passed stay unchanged.
         * @example {
         *       "customer_ref_no": "CUST-REF-0001",
         *       "mobile_number": "8888888888",
         *       "email_id": "customer.new@example.com"
         *     }
         */
        UpdateCustomerRequest: {
            /** @description The customer's mobile number. Varchar(20). */
            mobile_number?: string;
            /** @description The customer's email address. Varchar(100). */
            email_id?: string;
            /**
             * @description The customer's first name. The document gives Varchar(200) in one listing and Varchar(100)
             *     in another; the contract takes Varchar(200), the length create customer and create order use,
             *     so that a name accepted at creation can be sent again on update.
             */
            first_name?: string;
            /** @description The customer's last name. Varchar(200). */
            last_name?: string;
            /** @description The customer's country code. Varchar(10). */
            country_code?: string;
            /**
             * @description The merchant's reference for the customer. Not in the update field list, but an illustrated
             *     update body carries it; the contract accepts it (optional, Varchar(100) as in create
             *     customer) so that the document's own illustration is valid. Whether the service changes the
             *     stored reference is not shown.
             */
            customer_ref_no?: string;
        };
        /**
         * @description Customer record as update customer returns it: the customer record without `customer_ref_no`.
         * @example {
         *       "customer_id": 123456,
         *       "merchant_id": 1234,
         *       "first_name": "Test",
         *       "last_name": "Customer",
         *       "mobile_number": "8888888888",
         *       "email_id": "customer.new@example.com",
         *       "country_code": "91",
         *       "response_code": 1,
         *       "response_message": "SUCCESS"
         *     }
         */
        UpdatedCustomerRecord: {
            /**
             * Format: int64
             * @description The customer's id, assigned by the service and unique. The merchant stores it for later
             *     orders and payments.
             */
            customer_id: number;
            /**
             * Format: int32
             * @description The merchant's id.
             */
            merchant_id: number;
            /** @description The customer's first name. */
            first_name: string;
            /** @description The customer's last name. */
            last_name: string;
            /** @description The customer's mobile number. */
            mobile_number: string;
            /** @description The customer's email address. */
            email_id: string;
            /** @description The customer's country code. */
            country_code: string;
            /** @description 1 means success. The failure values are not shown. */
            response_code: components["schemas"]["ResponseCode"];
            /** @description `SUCCESS` on success; on failure, the reason for the failure. */
            response_message: string;
        };
        /**
         * @description `upi_data` of process payment (UPI mode): `vpa` is required in UPI mode (payment_mode 10, "yes
         *     (UPI)": the rule sits on ProcessPaymentRequest), `mobile_no` when `upi_option` is GPay ("yes (GPay)").
         */
        UpiData: {
            /** @description The customer's virtual payment address. Required for UPI (payment_mode 10, whatever the upi_option). */
            vpa?: string;
            /** @description The mobile number registered for UPI. Required for GPay (upi_option GPay). */
            mobile_no?: string;
            /** @description The UPI option, for example `GPay` or `UPI`. Required. */
            upi_option: string;
        } & unknown;
        /** @description `wallet_data` of process payment (wallet mode). */
        WalletData: {
            /** @description The wallet code. Required for wallet. */
            wallet_code: string;
            /** @description The customer's mobile number for the wallet. Optional. */
            mobile_number?: string;
        };
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type AdditionalInfoData = components['schemas']['AdditionalInfoData'];
export type AddressData = components['schemas']['AddressData'];
export type CardCustomerData = components['schemas']['CardCustomerData'];
export type CreateCustomerRequest = components['schemas']['CreateCustomerRequest'];
export type CreateOrderMerchantData = components['schemas']['CreateOrderMerchantData'];
export type CreateOrderPayload = components['schemas']['CreateOrderPayload'];
export type CreateOrderPaymentInfoData = components['schemas']['CreateOrderPaymentInfoData'];
export type CreateOrderRequest = components['schemas']['CreateOrderRequest'];
export type CreateOrderResponse = components['schemas']['CreateOrderResponse'];
export type CustomerRecord = components['schemas']['CustomerRecord'];
export type DeleteCardData = components['schemas']['DeleteCardData'];
export type DeleteSavedCardRequest = components['schemas']['DeleteSavedCardRequest'];
export type DeleteSavedCardResponse = components['schemas']['DeleteSavedCardResponse'];
export type EmiCalculatorRequest = components['schemas']['EmiCalculatorRequest'];
export type EmiCalculatorResponse = components['schemas']['EmiCalculatorResponse'];
export type EmiIssuer = components['schemas']['EmiIssuer'];
export type EmiScheme = components['schemas']['EmiScheme'];
export type EmiTenure = components['schemas']['EmiTenure'];
export type FetchSavedCardsRequest = components['schemas']['FetchSavedCardsRequest'];
export type MerchantCredentials = components['schemas']['MerchantCredentials'];
export type NavigationMode = components['schemas']['NavigationMode'];
export type NetbankingData = components['schemas']['NetbankingData'];
export type OfferProductDetail = components['schemas']['OfferProductDetail'];
export type OfferScheme = components['schemas']['OfferScheme'];
export type OrderCustomerData = components['schemas']['OrderCustomerData'];
export type OrderData = components['schemas']['OrderData'];
export type OrderMerchantData = components['schemas']['OrderMerchantData'];
export type OrderRecord = components['schemas']['OrderRecord'];
export type OrderStatus = components['schemas']['OrderStatus'];
export type PaymentCardData = components['schemas']['PaymentCardData'];
export type PaymentData = components['schemas']['PaymentData'];
export type PaymentMode = components['schemas']['PaymentMode'];
export type ProcessPaymentRequest = components['schemas']['ProcessPaymentRequest'];
export type ProcessPaymentResponse = components['schemas']['ProcessPaymentResponse'];
export type ProductDetail = components['schemas']['ProductDetail'];
export type ProductInfoData = components['schemas']['ProductInfoData'];
export type ProductScheme = components['schemas']['ProductScheme'];
export type RefundOrderData = components['schemas']['RefundOrderData'];
export type RefundPaymentInfoData = components['schemas']['RefundPaymentInfoData'];
export type RefundRecord = components['schemas']['RefundRecord'];
export type RefundRequest = components['schemas']['RefundRequest'];
export type ResponseCode = components['schemas']['ResponseCode'];
export type ResponseStatus = components['schemas']['ResponseStatus'];
export type SaveCardData = components['schemas']['SaveCardData'];
export type SaveCardRequest = components['schemas']['SaveCardRequest'];
export type SavedCardList = components['schemas']['SavedCardList'];
export type SavedCardRecord = components['schemas']['SavedCardRecord'];
export type SchemeValidationCardData = components['schemas']['SchemeValidationCardData'];
export type SchemeValidationRequest = components['schemas']['SchemeValidationRequest'];
export type SchemeValidationResponse = components['schemas']['SchemeValidationResponse'];
export type TxnData = components['schemas']['TxnData'];
export type UpdateCustomerRequest = components['schemas']['UpdateCustomerRequest'];
export type UpdatedCustomerRecord = components['schemas']['UpdatedCustomerRecord'];
export type UpiData = components['schemas']['UpiData'];
export type WalletData = components['schemas']['WalletData'];
export type $defs = Record<string, never>;
export interface operations {
    calculateEmi: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Merchant credentials, amount and (for Brand EMI) products. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["EmiCalculatorRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["EmiCalculatorResponse"];
                };
            };
        };
    };
    deleteSavedCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The saved card to delete. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["DeleteSavedCardRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["DeleteSavedCardResponse"];
                };
            };
        };
    };
    fetchSavedCards: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The customer whose cards are fetched. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["FetchSavedCardsRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedCardList"];
                };
            };
        };
    };
    saveCard: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The customer and the card to save. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SaveCardRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SavedCardRecord"];
                };
            };
        };
    };
    getOrder: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service's order id (long). */
                order_id: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OrderRecord"];
                };
            };
        };
    };
    refundPayment: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The payment to refund (long). */
                payment_id: number;
            };
            cookie?: never;
        };
        /** @description The amount to refund (paise) and the merchant's unique refund id. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    /** @description SHA256 of the Base64 encoding of the response. */
                    "x-verify": string;
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundRecord"];
                };
            };
        };
    };
    createOrder: {
        parameters: {
            query?: never;
            header: {
                /**
                 * @description SHA256 of the Base64-encoded request payload, produced with the merchant's secret key.
                 *     Required.
                 */
                "x-verify": string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description `{"request": "<Base64 of the JSON payload>"}`. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateOrderRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CreateOrderResponse"];
                };
            };
        };
    };
    processPayment: {
        parameters: {
            query: {
                /** @description The single-use token returned by create order. Required. */
                token: string;
            };
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Payment mode, navigation mode and the data of that mode. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ProcessPaymentRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ProcessPaymentResponse"];
                };
            };
        };
    };
    validateScheme: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Merchant credentials, amount, card and the chosen tenure entry. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["SchemeValidationRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["SchemeValidationResponse"];
                };
            };
        };
    };
    createCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description The new customer; all fields are required. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CreateCustomerRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRecord"];
                };
            };
        };
    };
    getCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service's customer id (long). */
                customerId: number;
            };
            cookie?: never;
        };
        requestBody?: never;
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CustomerRecord"];
                };
            };
        };
    };
    updateCustomer: {
        parameters: {
            query?: never;
            header?: never;
            path: {
                /** @description The service's customer id (long). The path parameter is spelled with a capital C. */
                CustomerId: number;
            };
            cookie?: never;
        };
        /** @description The fields to change; fields not passed stay unchanged. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["UpdateCustomerRequest"];
            };
        };
        responses: {
            /** @description The request has succeeded. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UpdatedCustomerRecord"];
                };
            };
        };
    };
}
