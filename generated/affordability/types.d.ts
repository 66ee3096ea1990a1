// Generated from spec/ by `make` (tools/src/build). Do not edit: change spec/ and run `make`.
export interface paths {
    "/api/affordability/v1/offer/clients": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Client Onboarding
         * @description Client Onboarding: onboard a merchant. The service returns a unique client id for it
         *     (storing it is optional).
         */
        post: operations["onboardClient"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/affordability/v1/offer/complete-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Complete Payment
         * @description Complete Payment: record the use of the offer or EMI after payment.
         *     Request and response shapes, and headers other than `Authorization`, are not shown.
         */
        post: operations["completePayment"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/affordability/v1/offer/discovery": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offers Discovery
         * @description Offers Discovery: fetch the available offers, EMI and other payment options for an order
         *     amount and product details, at checkout. The merchant is identified by the `Merchant-ID` header.
         */
        post: operations["discoverOffers"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/affordability/v1/offer/get-txn-by-id": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Get Transaction Details
         * @description Get Transaction Details: read a transaction, at any time.
         *     Request and response shapes, and headers other than `Authorization`, are not shown.
         */
        post: operations["getTransactionDetails"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/affordability/v1/offer/refund-payment": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Create Refund
         * @description Create Refund: create a refund.
         *     Request and response shapes, and headers other than `Authorization`, are not shown.
         */
        post: operations["createRefund"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/api/affordability/v1/offer/validate": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Offer Validation
         * @description Offer Validation: confirm the eligibility of the selected offer before payment.
         *     Request and response shapes, and headers other than `Authorization`, are not shown.
         */
        post: operations["validateOffer"];
        delete?: never;
        options?: never;
        head?: never;
        patch?: never;
        trace?: never;
    };
    "/realms/{realm}/protocol/openid-connect/token": {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        get?: never;
        put?: never;
        /**
         * Generate Token
         * @description Generate Token: obtain an access token with the client-credentials grant, using the
         *     client_id and client_secret issued at onboarding. Form-encoded
         *     (`application/x-www-form-urlencoded`). Served from `{auth_url}`.
         */
        post: operations["generateToken"];
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
        /**
         * @description Access token response of Generate Token. The token is used as the bearer credential
         *     (`Authorization: Bearer <ACCESS_TOKEN>`) on every offer API call and lives for `expires_in`
         *     seconds (900 is illustrated); the refresh lifetime is 0 in the illustration.
         * @example {
         *       "access_token": "placeholder-access-token",
         *       "expires_in": 900,
         *       "refresh_expires_in": 0,
         *       "token_type": "Bearer",
         *       "not-before-policy": 0,
         *       "scope": "placeholder-scope",
         *       "account_id": "placeholder-account-id",
         *       "account_name": "placeholder-account-name",
         *       "partnerId": "placeholder-partner-id"
         *     }
         */
        AccessTokenResponse: {
            /** @description The access token, used as bearer credential. Length 1 to 8192 characters. */
            access_token: string;
            /**
             * Format: int32
             * @description Seconds until the access token expires (900 is illustrated). The document types it as
             *     "number (listed as string)"; the contract sends a JSON number.
             */
            expires_in: number;
            /**
             * Format: int32
             * @description Seconds until the refresh lifetime ends (0 is illustrated). The document types it as
             *     "number (listed as string)"; the contract sends a JSON number.
             */
            refresh_expires_in: number;
            /**
             * @description Token type: `Bearer`.
             * @enum {string}
             */
            token_type: "Bearer";
            /** @description Not-before policy, a number (0 is illustrated). Its meaning is not described in the document. */
            "not-before-policy": number;
            /** @description Scopes of the token. */
            scope: string;
            /** @description Account identifier. */
            account_id: string;
            /** @description Account name. */
            account_name: string;
            /** @description Partner identifier. */
            partnerId: string;
        };
        /**
         * @description A money amount `{currency, value}` (the shared Amount object, used throughout).
         * @example {
         *       "currency": "INR",
         *       "value": 100000
         *     }
         */
        Amount: {
            /** @description Currency code. `INR` is the one value the document illustrates. */
            currency: string;
            /**
             * Format: int64
             * @description The amount, an integer. Its unit (rupees or paise) is not shown in the document; it is a
             *     64-bit integer so that an amount in the smallest currency unit always fits.
             */
            value: number;
        };
        /** @description Channel of a client. */
        Channel: "ONLINE" | "OFFLINE";
        /** @description Details of a client. All fields are optional strings unless noted. */
        ClientDetails: {
            /** @description Address line 1. */
            address1?: string;
            /** @description Country. */
            country?: string;
            /** @description State. */
            state?: string;
            /** @description City. */
            city?: string;
            /** @description Postal code. */
            pincode?: string;
            /**
             * Format: email
             * @description E-mail address of the client (format given in the document only as the placeholder `<EMAIL>`).
             */
            email_id?: string;
            /** @description Merchant category code. */
            mcc?: string;
            /**
             * @description Instant discount settlement: `Y` or `N`; default `N`. When `Y`, the instant discount is
             *     settled on day T+1 per contract.
             * @default N
             */
            instant_discount_settlement_enabled: components["schemas"]["YesNo"];
            /**
             * @description Instant subvention settlement: `Y` or `N`; default `N`. When `Y`, the instant subvention is
             *     settled on day T+1 per contract.
             * @default N
             */
            instant_subvention_settlement_enabled: components["schemas"]["YesNo"];
            /**
             * @description Aggregator model: `Y` when the merchant ID and terminal ID are generated by the service;
             *     `N` (default) when they are generated by other gateways.
             * @default N
             */
            is_aggregator_model: components["schemas"]["YesNo"];
        };
        /**
         * @description Client (merchant) onboarding request.
         * @example {
         *       "name": "Example_Merchant-01.store",
         *       "external_id": "placeholder-external-id",
         *       "channel": "ONLINE",
         *       "type": "MERCHANT",
         *       "display_name": "Example Merchant",
         *       "details": {
         *         "address1": "placeholder address line 1",
         *         "country": "placeholder country",
         *         "state": "placeholder state",
         *         "city": "placeholder city",
         *         "pincode": "000000",
         *         "email_id": "merchant@example.com",
         *         "mcc": "0000",
         *         "instant_discount_settlement_enabled": "N",
         *         "instant_subvention_settlement_enabled": "Y",
         *         "is_aggregator_model": "N"
         *       }
         *     }
         */
        ClientOnboardingRequest: {
            /** @description Client name: 1 to 50 characters; allowed characters A-Z a-z 0-9 _ - . (required). */
            name: string;
            /** @description The caller's unique reference for the client (required). */
            external_id: string;
            /** @description Channel: `ONLINE` or `OFFLINE` (required). */
            channel: components["schemas"]["Channel"];
            /**
             * @description Client type: `MERCHANT`, the value the table's Rules column gives (required). The 422 error
             *     ("parent external id is required for a client that is a store") implies a store client, whose
             *     type value and parent external id field the document does not show (a gap on the 422 body).
             */
            type: components["schemas"]["ClientType"];
            /** @description Name to display (required). */
            display_name: string;
            /** @description Client details (required). */
            details: components["schemas"]["ClientDetails"];
        };
        /**
         * @description Client onboarding response.
         * @example {
         *       "id": "placeholder-client-id"
         *     }
         */
        ClientOnboardingResponse: {
            /** @description The unique identifier of the client, returned by the service. Storing it is optional. */
            id: string;
        };
        /** @description Type of a client: `MERCHANT`, the one value the document gives (closed, like Channel). */
        ClientType: "MERCHANT";
        /** @description Complete Payment request: records the use of the offer or EMI after payment. Shape not shown. */
        CompletePaymentRequest: Record<string, never>;
        /** @description Complete Payment response. Shape not shown. */
        CompletePaymentResponse: Record<string, never>;
        /**
         * @description Body of a 409 from Client Onboarding: the specified resource (client) already exists.
         *     The body shape is not shown: any JSON object.
         */
        ConflictErrorBody: Record<string, never>;
        /** @description Unit of a deferred discount's duration. */
        DeferredDurationType: "DAY";
        /** @description A discount. */
        Discount: {
            /** @description Discount type: `INSTANT` or `DEFERRED`. */
            discount_type: components["schemas"]["DiscountType"];
            /**
             * Format: double
             * @description Discount, in percent.
             */
            percentage: number;
            /** @description Discount amount. */
            amount: components["schemas"]["Amount"];
            /**
             * Format: int32
             * @description For `DEFERRED`: the duration after which the discount is given, in units of `discount_deferred_duration_type`.
             */
            discount_deferred_duration_value?: number;
            /** @description For `DEFERRED`: the unit of `discount_deferred_duration_value`, `DAY`. */
            discount_deferred_duration_type?: components["schemas"]["DeferredDurationType"];
        };
        /** @description Type of a discount. */
        DiscountType: "INSTANT" | "DEFERRED";
        /** @description The `issuer` object of the discovery request: it contains `bin` (number). */
        DiscoveryIssuerSelector: {
            /** @description Card BIN (the leading digits of the card number), a number. Its required flag is not shown. */
            bin?: number;
        };
        /** @description A product of the order (item of the discovery request's `product_details`). */
        DiscoveryProductItem: {
            /** @description Product code. */
            product_code: string;
            /** @description Product amount. */
            product_amount: components["schemas"]["Amount"];
            /** @description Coupon discount on the product. */
            product_coupon_discount_amount?: components["schemas"]["Amount"];
        };
        /** @description EMI type of a tenure. */
        EmiType: "STANDARD" | "NO_COST" | "LOW_COST";
        /** @description Error codes the document names for the offer endpoints. */
        ErrorCode: "HEADER_MISSING";
        /**
         * @description Body of a 400 from Client Onboarding: `HEADER_MISSING`, a required header (such as
         *     `Correlation-ID` or `payment-processor`) is missing. The body shape is not shown: any JSON
         *     object. Which property carries the error code (see ErrorCode) is not shown either.
         */
        HeaderMissingErrorBody: Record<string, never>;
        /** @description An issuer with its tenures. */
        Issuer: {
            /** @description Issuer id. */
            id: string;
            /** @description Issuer name. */
            name: string;
            /** @description Display name. */
            display_name: string;
            /** @description Issuer type: `CC_BANK` or `DC_BANK`. */
            issuer_type: components["schemas"]["IssuerType"];
            /**
             * Format: int32
             * @description Ordering priority.
             */
            priority: number;
            /** @description Tenures (EMI plans and offers) of the issuer. */
            tenures: components["schemas"]["Tenure"][];
            /** @description Issuer data. An empty object is illustrated; its contents are not shown. */
            issuer_data: components["schemas"]["IssuerData"];
        };
        /** @description Issuer data: an empty object is illustrated; its contents are not shown. */
        IssuerData: Record<string, never>;
        /** @description Type of an issuer. */
        IssuerType: "CC_BANK" | "DC_BANK";
        /**
         * @description Offers Discovery request: fetches the available offers, EMI and other payment options for an
         *     order amount and product details.
         * @example {
         *       "order_amount": {
         *         "currency": "INR",
         *         "value": 1000000
         *       },
         *       "issuer": {
         *         "bin": 411111
         *       }
         *     }
         * @example {
         *       "order_amount": {
         *         "currency": "INR",
         *         "value": 2000000
         *       },
         *       "product_details": [
         *         {
         *           "product_code": "placeholder-product-code",
         *           "product_amount": {
         *             "currency": "INR",
         *             "value": 2000000
         *           },
         *           "product_coupon_discount_amount": {
         *             "currency": "INR",
         *             "value": 0
         *           }
         *         }
         *       ],
         *       "cart_coupon_discount_amount": {
         *         "currency": "INR",
         *         "value": 0
         *       }
         *     }
         */
        OfferDiscoveryRequest: {
            /** @description Transaction amount (required). */
            order_amount: components["schemas"]["Amount"];
            /** @description Product details. Mandatory for Brand EMI; otherwise optional. */
            product_details?: components["schemas"]["DiscoveryProductItem"][];
            /** @description Card issuer selection, carrying the card BIN. Illustrated; its required flag is not shown. */
            issuer?: components["schemas"]["DiscoveryIssuerSelector"];
            /** @description Cart-level coupon discount. Illustrated; its required flag is not shown. */
            cart_coupon_discount_amount?: components["schemas"]["Amount"];
        };
        /**
         * @description Offers Discovery response: the eligible issuers with their tenures (EMI plans and offers).
         *     The document gives the response in prose and sub-tables only. Fields it notes "optional" are
         *     optional; every other listed field is required.
         * @example {
         *       "issuers": [
         *         {
         *           "id": "placeholder-issuer-id",
         *           "name": "PLACEHOLDER BANK CC",
         *           "display_name": "Placeholder Bank Credit Card",
         *           "issuer_type": "CC_BANK",
         *           "priority": 1,
         *           "tenures": [
         *             {
         *               "tenure_id": "placeholder-tenure-3",
         *               "name": "3 Months",
         *               "tenure_type": "MONTH",
         *               "tenure_value": 3,
         *               "issuer_offer_parameters": [
         *                 {
         *                   "program_type": "MERCHANT_BANK_OFFER",
         *                   "offer_id": "placeholder-offer-id",
         *                   "offer_parameter_id": "placeholder-offer-parameter-id"
         *                 }
         *               ],
         *               "details": [],
         *               "loan_amount": {
         *                 "currency": "INR",
         *                 "value": 1000000
         *               },
         *               "net_payment_amount": {
         *                 "currency": "INR",
         *                 "value": 1026000
         *               },
         *               "monthly_emi_amount": {
         *                 "currency": "INR",
         *                 "value": 342000
         *               },
         *               "total_emi_amount": {
         *                 "currency": "INR",
         *                 "value": 1026000
         *               },
         *               "interest_amount": {
         *                 "currency": "INR",
         *                 "value": 26000
         *               },
         *               "interest_rate_percentage": 15,
         *               "processing_fee_details": {
         *                 "percentage": 1,
         *                 "amount": {
         *                   "currency": "INR",
         *                   "value": 10000
         *                 }
         *               },
         *               "emi_type": "STANDARD"
         *             },
         *             {
         *               "tenure_id": "placeholder-tenure-0",
         *               "name": "No EMI cashback",
         *               "tenure_type": "MONTH",
         *               "tenure_value": 0,
         *               "issuer_offer_parameters": [
         *                 {
         *                   "program_type": "MERCHANT_BANK_OFFER",
         *                   "offer_id": "placeholder-offer-id",
         *                   "offer_parameter_id": "placeholder-offer-parameter-id"
         *                 }
         *               ],
         *               "details": [],
         *               "discount": {
         *                 "discount_type": "DEFERRED",
         *                 "percentage": 5,
         *                 "amount": {
         *                   "currency": "INR",
         *                   "value": 50000
         *                 },
         *                 "discount_deferred_duration_value": 90,
         *                 "discount_deferred_duration_type": "DAY"
         *               },
         *               "loan_amount": {
         *                 "currency": "INR",
         *                 "value": 1000000
         *               },
         *               "total_discount_amount": {
         *                 "currency": "INR",
         *                 "value": 50000
         *               },
         *               "net_payment_amount": {
         *                 "currency": "INR",
         *                 "value": 1000000
         *               },
         *               "interest_rate_percentage": 0,
         *               "emi_type": "STANDARD"
         *             }
         *           ],
         *           "issuer_data": {}
         *         }
         *       ]
         *     }
         * @example {
         *       "issuers": [
         *         {
         *           "id": "placeholder-issuer-id",
         *           "name": "PLACEHOLDER BANK DC",
         *           "display_name": "Placeholder Bank Debit Card",
         *           "issuer_type": "DC_BANK",
         *           "priority": 2,
         *           "tenures": [
         *             {
         *               "tenure_id": "placeholder-tenure-6",
         *               "name": "6 Months",
         *               "tenure_type": "MONTH",
         *               "tenure_value": 6,
         *               "issuer_offer_parameters": [
         *                 {
         *                   "program_type": "BRAND_EMI",
         *                   "offer_id": "placeholder-offer-id",
         *                   "offer_parameter_id": "placeholder-offer-parameter-id"
         *                 }
         *               ],
         *               "details": [
         *                 {
         *                   "product_code": "placeholder-product-code",
         *                   "brand_id": "placeholder-brand-id",
         *                   "product_offer_parameters": [
         *                     {
         *                       "program_type": "BRAND_OFFER",
         *                       "offer_id": "placeholder-offer-id",
         *                       "offer_parameter_id": "placeholder-offer-parameter-id"
         *                     }
         *                   ],
         *                   "product_amount": {
         *                     "currency": "INR",
         *                     "value": 2000000
         *                   },
         *                   "interest_amount": {
         *                     "currency": "INR",
         *                     "value": 90000
         *                   },
         *                   "interest_rate": 15,
         *                   "subvention": {
         *                     "subvention_type": "PRE",
         *                     "offer_type": "NO_COST",
         *                     "percentage": 4.5,
         *                     "amount": {
         *                       "currency": "INR",
         *                       "value": 90000
         *                     }
         *                   },
         *                   "discount": {
         *                     "discount_type": "INSTANT",
         *                     "percentage": 10,
         *                     "amount": {
         *                       "currency": "INR",
         *                       "value": 200000
         *                     }
         *                   }
         *                 }
         *               ],
         *               "discount": {
         *                 "discount_type": "INSTANT",
         *                 "percentage": 10,
         *                 "amount": {
         *                   "currency": "INR",
         *                   "value": 200000
         *                 }
         *               },
         *               "loan_amount": {
         *                 "currency": "INR",
         *                 "value": 1800000
         *               },
         *               "total_discount_amount": {
         *                 "currency": "INR",
         *                 "value": 200000
         *               },
         *               "net_payment_amount": {
         *                 "currency": "INR",
         *                 "value": 1800000
         *               },
         *               "monthly_emi_amount": {
         *                 "currency": "INR",
         *                 "value": 300000
         *               },
         *               "total_emi_amount": {
         *                 "currency": "INR",
         *                 "value": 1800000
         *               },
         *               "interest_amount": {
         *                 "currency": "INR",
         *                 "value": 90000
         *               },
         *               "total_subvention_amount": {
         *                 "currency": "INR",
         *                 "value": 90000
         *               },
         *               "interest_rate_percentage": 15,
         *               "emi_type": "NO_COST"
         *             }
         *           ],
         *           "issuer_data": {}
         *         }
         *       ]
         *     }
         */
        OfferDiscoveryResponse: {
            /** @description Eligible issuers. */
            issuers: components["schemas"]["Issuer"][];
        };
        /** @description An offer parameter (item of `issuer_offer_parameters` and `product_offer_parameters`). */
        OfferParameter: {
            /** @description Program type (`BRAND_EMI`, `BRAND_OFFER`, `MERCHANT_BANK_OFFER` seen). */
            program_type: components["schemas"]["ProgramType"];
            /** @description Offer id. */
            offer_id: string;
            /** @description Offer parameter id. */
            offer_parameter_id: string;
        };
        /** @description Offer Validation request: confirms the eligibility of the selected offer before payment. Shape not shown. */
        OfferValidationRequest: Record<string, never>;
        /** @description Offer Validation response: the eligibility of the selected offer. Shape not shown. */
        OfferValidationResponse: Record<string, never>;
        /** @description Processing fee details of a tenure. */
        ProcessingFeeDetails: {
            /**
             * Format: double
             * @description Processing fee, in percent.
             */
            percentage: number;
            /** @description Processing fee amount. */
            amount: components["schemas"]["Amount"];
        };
        /** @description Per-product details of a tenure (item of `details`). */
        ProductDetail: {
            /** @description Product code. */
            product_code: string;
            /** @description Brand id. */
            brand_id: string;
            /** @description Offer parameters of the product (optional). */
            product_offer_parameters?: components["schemas"]["OfferParameter"][];
            /** @description Product amount. */
            product_amount: components["schemas"]["Amount"];
            /** @description Interest amount (optional). */
            interest_amount?: components["schemas"]["Amount"];
            /**
             * Format: double
             * @description Interest rate, in percent.
             */
            interest_rate: number;
            /** @description Subvention (optional). */
            subvention?: components["schemas"]["Subvention"];
            /** @description Discount (optional). */
            discount?: components["schemas"]["Discount"];
        };
        /**
         * @description Program type of an offer parameter. The document lists the program types "seen"
         *     (`BRAND_EMI`, `BRAND_OFFER`, `MERCHANT_BANK_OFFER`), not a closed list: other values are accepted.
         */
        ProgramType: "BRAND_EMI" | "BRAND_OFFER" | "MERCHANT_BANK_OFFER" | string;
        /** @description Create Refund request: creates a refund. Shape not shown. */
        RefundRequest: Record<string, never>;
        /** @description Create Refund response. Shape not shown. */
        RefundResponse: Record<string, never>;
        /** @description A subvention. */
        Subvention: {
            /** @description Subvention type: `PRE` or `POST`. */
            subvention_type: components["schemas"]["SubventionType"];
            /** @description Offer type: `NO_COST` or `LOW_COST`. */
            offer_type: components["schemas"]["SubventionOfferType"];
            /**
             * Format: double
             * @description Subvention, in percent.
             */
            percentage: number;
            /** @description Subvention amount. */
            amount: components["schemas"]["Amount"];
        };
        /** @description Offer type of a subvention. */
        SubventionOfferType: "NO_COST" | "LOW_COST";
        /** @description Type of a subvention. */
        SubventionType: "PRE" | "POST";
        /** @description A tenure: an EMI plan (or a no-EMI cashback tenure) of an issuer. */
        Tenure: {
            /** @description Tenure id. */
            tenure_id: string;
            /** @description Tenure label. */
            name: string;
            /** @description Tenure type: `MONTH`. */
            tenure_type: components["schemas"]["TenureType"];
            /**
             * Format: int32
             * @description Tenure length in months; 0 for a no-EMI cashback tenure.
             */
            tenure_value: number;
            /** @description Offer parameters of the issuer. */
            issuer_offer_parameters: components["schemas"]["OfferParameter"][];
            /** @description Per-product details. */
            details: components["schemas"]["ProductDetail"][];
            /** @description Discount (optional). */
            discount?: components["schemas"]["Discount"];
            /** @description Loan amount. */
            loan_amount: components["schemas"]["Amount"];
            /** @description Total discount amount (optional). */
            total_discount_amount?: components["schemas"]["Amount"];
            /** @description Net payment amount. */
            net_payment_amount: components["schemas"]["Amount"];
            /** @description Monthly EMI amount (optional; EMI tenures). */
            monthly_emi_amount?: components["schemas"]["Amount"];
            /** @description Total EMI amount (optional). */
            total_emi_amount?: components["schemas"]["Amount"];
            /** @description Interest amount (optional). */
            interest_amount?: components["schemas"]["Amount"];
            /** @description Total subvention amount (optional). */
            total_subvention_amount?: components["schemas"]["Amount"];
            /**
             * Format: double
             * @description Interest rate, in percent.
             */
            interest_rate_percentage: number;
            /** @description Processing fee details (optional). */
            processing_fee_details?: components["schemas"]["ProcessingFeeDetails"];
            /** @description EMI type: `STANDARD`, `NO_COST` or `LOW_COST`. */
            emi_type: components["schemas"]["EmiType"];
        };
        /** @description Type of a tenure. */
        TenureType: "MONTH";
        /**
         * @description Body of a 401 from Generate Token: invalid client or invalid client credentials, or the form
         *     parameter `grant_type` is missing. The body shape is not shown: any JSON object.
         */
        TokenErrorBody: Record<string, never>;
        /**
         * @description Form fields of Generate Token (`application/x-www-form-urlencoded`): the OAuth2
         *     client-credentials grant. The client ID and client secret are issued at onboarding and are
         *     kept on the caller's backend only.
         * @example {
         *       "client_id": "placeholder-client-id",
         *       "client_secret": "placeholder-client-secret",
         *       "grant_type": "client_credentials"
         *     }
         */
        TokenRequest: {
            /** @description Client ID (required). */
            client_id: string;
            /** @description Client secret (required). Kept on the caller's backend only. */
            client_secret: string;
            /**
             * @description Grant type (required); the value is `client_credentials`.
             * @enum {string}
             */
            grant_type: "client_credentials";
        };
        /** @description Get Transaction Details request: identifies the transaction to read. Shape not shown. */
        TransactionDetailsRequest: Record<string, never>;
        /** @description Get Transaction Details response: the transaction details. Shape not shown. */
        TransactionDetailsResponse: Record<string, never>;
        /**
         * @description Body of a 401 from an offer endpoint: the bearer access token is missing, invalid or expired.
         *     The body shape is not shown: any JSON object.
         */
        UnauthorizedErrorBody: Record<string, never>;
        /**
         * @description Body of a 422 from Client Onboarding: a parent external id is required for a client that is
         *     a store. The body shape is not shown: any JSON object. The store client type and the parent
         *     external id field that this error names are not shown in the onboarding request either.
         */
        UnprocessableErrorBody: Record<string, never>;
        /** @description A yes/no flag. */
        YesNo: "Y" | "N";
    };
    responses: never;
    parameters: never;
    requestBodies: never;
    headers: never;
    pathItems: never;
}
export type AccessTokenResponse = components['schemas']['AccessTokenResponse'];
export type Amount = components['schemas']['Amount'];
export type Channel = components['schemas']['Channel'];
export type ClientDetails = components['schemas']['ClientDetails'];
export type ClientOnboardingRequest = components['schemas']['ClientOnboardingRequest'];
export type ClientOnboardingResponse = components['schemas']['ClientOnboardingResponse'];
export type ClientType = components['schemas']['ClientType'];
export type CompletePaymentRequest = components['schemas']['CompletePaymentRequest'];
export type CompletePaymentResponse = components['schemas']['CompletePaymentResponse'];
export type ConflictErrorBody = components['schemas']['ConflictErrorBody'];
export type DeferredDurationType = components['schemas']['DeferredDurationType'];
export type Discount = components['schemas']['Discount'];
export type DiscountType = components['schemas']['DiscountType'];
export type DiscoveryIssuerSelector = components['schemas']['DiscoveryIssuerSelector'];
export type DiscoveryProductItem = components['schemas']['DiscoveryProductItem'];
export type EmiType = components['schemas']['EmiType'];
export type ErrorCode = components['schemas']['ErrorCode'];
export type HeaderMissingErrorBody = components['schemas']['HeaderMissingErrorBody'];
export type Issuer = components['schemas']['Issuer'];
export type IssuerData = components['schemas']['IssuerData'];
export type IssuerType = components['schemas']['IssuerType'];
export type OfferDiscoveryRequest = components['schemas']['OfferDiscoveryRequest'];
export type OfferDiscoveryResponse = components['schemas']['OfferDiscoveryResponse'];
export type OfferParameter = components['schemas']['OfferParameter'];
export type OfferValidationRequest = components['schemas']['OfferValidationRequest'];
export type OfferValidationResponse = components['schemas']['OfferValidationResponse'];
export type ProcessingFeeDetails = components['schemas']['ProcessingFeeDetails'];
export type ProductDetail = components['schemas']['ProductDetail'];
export type ProgramType = components['schemas']['ProgramType'];
export type RefundRequest = components['schemas']['RefundRequest'];
export type RefundResponse = components['schemas']['RefundResponse'];
export type Subvention = components['schemas']['Subvention'];
export type SubventionOfferType = components['schemas']['SubventionOfferType'];
export type SubventionType = components['schemas']['SubventionType'];
export type Tenure = components['schemas']['Tenure'];
export type TenureType = components['schemas']['TenureType'];
export type TokenErrorBody = components['schemas']['TokenErrorBody'];
export type TokenRequest = components['schemas']['TokenRequest'];
export type TransactionDetailsRequest = components['schemas']['TransactionDetailsRequest'];
export type TransactionDetailsResponse = components['schemas']['TransactionDetailsResponse'];
export type UnauthorizedErrorBody = components['schemas']['UnauthorizedErrorBody'];
export type UnprocessableErrorBody = components['schemas']['UnprocessableErrorBody'];
export type YesNo = components['schemas']['YesNo'];
export type $defs = Record<string, never>;
export interface operations {
    onboardClient: {
        parameters: {
            query?: never;
            header: {
                /** @description Media type the caller accepts. Optional. */
                Accept?: string;
                /** @description Encodings the caller accepts; gzip may be used. Optional. */
                "Accept-Encoding"?: string;
                /** @description Correlation ID, generated by the caller, for tracing (required). */
                "Correlation-ID": string;
                /** @description Names the payment processor (required). */
                "payment-processor": string;
                /** @description Request ID. Optional. */
                "Request-ID"?: string;
                /**
                 * @description Request timestamp, an ISO 8601 timestamp (e.g. 2024-01-01T10:00:00Z). Optional. ISO 8601 allows
                 *     more forms than RFC 3339 (local time, basic format): the pattern accepts them.
                 */
                "Request-Timestamp"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Client onboarding request. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["ClientOnboardingRequest"];
            };
        };
        responses: {
            /** @description The client was onboarded; its unique id is returned. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ClientOnboardingResponse"];
                };
            };
            /** @description Bad Request: `HEADER_MISSING`, a required header is missing. The body shape is not shown. */
            400: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["HeaderMissingErrorBody"];
                };
            };
            /**
             * @description Unauthorized: the bearer access token is missing, invalid or expired. The document's error
             *     table gives 401 with conditions of the token endpoint only; the body shape is not shown.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedErrorBody"];
                };
            };
            /** @description Conflict: the specified resource already exists. The body shape is not shown. */
            409: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["ConflictErrorBody"];
                };
            };
            /**
             * @description Unprocessable Entity: a parent external id is required for a client that is a store. The
             *     store client type and the parent external id field are not shown in the request table.
             */
            422: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnprocessableErrorBody"];
                };
            };
        };
    };
    completePayment: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Complete payment request (shape not shown). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["CompletePaymentRequest"];
            };
        };
        responses: {
            /** @description The use of the offer or EMI was recorded (response shape not shown). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["CompletePaymentResponse"];
                };
            };
            /**
             * @description Unauthorized: the bearer access token is missing, invalid or expired. The document's error
             *     table gives 401 with conditions of the token endpoint only; the body shape is not shown.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedErrorBody"];
                };
            };
        };
    };
    discoverOffers: {
        parameters: {
            query?: never;
            header: {
                /** @description Merchant identifier: the merchant whose offers are discovered (required). */
                "Merchant-ID": string;
                /** @description Correlation ID, generated by the caller (required). */
                "Correlation-ID": string;
                /** @description Request ID. Optional. */
                "Request-ID"?: string;
                /**
                 * @description Request timestamp. Optional. The document gives its format (ISO 8601) for Client Onboarding
                 *     only; the same ISO 8601 pattern is assumed here.
                 */
                "Request-Timestamp"?: string;
                /** @description Media type the caller accepts. Optional. */
                accept?: string;
                /** @description Encodings the caller accepts. Optional. */
                "Accept-Encoding"?: string;
            };
            path?: never;
            cookie?: never;
        };
        /** @description Offer discovery request. */
        requestBody: {
            content: {
                "application/json": components["schemas"]["OfferDiscoveryRequest"];
            };
        };
        responses: {
            /** @description The offers and EMI plans for the order. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferDiscoveryResponse"];
                };
            };
            /**
             * @description Unauthorized: the bearer access token is missing, invalid or expired. The document's error
             *     table gives 401 with conditions of the token endpoint only; the body shape is not shown.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedErrorBody"];
                };
            };
        };
    };
    getTransactionDetails: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Transaction details request (shape not shown). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["TransactionDetailsRequest"];
            };
        };
        responses: {
            /** @description The transaction details (response shape not shown). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TransactionDetailsResponse"];
                };
            };
            /**
             * @description Unauthorized: the bearer access token is missing, invalid or expired. The document's error
             *     table gives 401 with conditions of the token endpoint only; the body shape is not shown.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedErrorBody"];
                };
            };
        };
    };
    createRefund: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Refund request (shape not shown). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["RefundRequest"];
            };
        };
        responses: {
            /** @description The refund was created (response shape not shown). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["RefundResponse"];
                };
            };
            /**
             * @description Unauthorized: the bearer access token is missing, invalid or expired. The document's error
             *     table gives 401 with conditions of the token endpoint only; the body shape is not shown.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedErrorBody"];
                };
            };
        };
    };
    validateOffer: {
        parameters: {
            query?: never;
            header?: never;
            path?: never;
            cookie?: never;
        };
        /** @description Offer validation request (shape not shown). */
        requestBody: {
            content: {
                "application/json": components["schemas"]["OfferValidationRequest"];
            };
        };
        responses: {
            /** @description The eligibility of the selected offer (response shape not shown). */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["OfferValidationResponse"];
                };
            };
            /**
             * @description Unauthorized: the bearer access token is missing, invalid or expired. The document's error
             *     table gives 401 with conditions of the token endpoint only; the body shape is not shown.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["UnauthorizedErrorBody"];
                };
            };
        };
    };
    generateToken: {
        parameters: {
            query?: never;
            header?: {
                /** @description Request timestamp (a string; no format is given for this endpoint). Optional. */
                "Request-Timestamp"?: string;
                /** @description Request ID, unique per request. Optional. */
                "Request-ID"?: string;
                /** @description Media type the caller accepts. Optional. */
                accept?: string;
            };
            path: {
                /** @description The realm (its value is not shown in the document). */
                realm: string;
            };
            cookie?: never;
        };
        /** @description The client-credentials grant. */
        requestBody: {
            content: {
                "application/x-www-form-urlencoded": components["schemas"]["TokenRequest"];
            };
        };
        responses: {
            /** @description The access token. */
            200: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["AccessTokenResponse"];
                };
            };
            /**
             * @description Unauthorized: invalid client or invalid client credentials; or the form parameter
             *     `grant_type` is missing. The body shape is not shown.
             */
            401: {
                headers: {
                    [name: string]: unknown;
                };
                content: {
                    "application/json": components["schemas"]["TokenErrorBody"];
                };
            };
        };
    };
}
