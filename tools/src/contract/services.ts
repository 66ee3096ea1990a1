/**
 * The three services of the toolkit: where each one's TypeSpec entry point is, which source
 * document it models, and what is emitted for it. Everything that loops over services reads this.
 */
export interface ServiceInfo {
  /** Folder name under spec/ and generated/. */
  readonly id: ServiceId;
  /** The seed document in ../shared/seeds/ that is the source of truth (its number prefix). */
  readonly seed: "000" | "001" | "002";
  /** Human title. */
  readonly title: string;
  /** Whether the service speaks HTTP (and so has an OpenAPI document). */
  readonly http: boolean;
}

export type ServiceId = "affordability" | "optimizer" | "terminal";
/** The services that speak HTTP (each has an OpenAPI document). */
export type HttpServiceId = Exclude<ServiceId, "terminal">;
export const HTTP_SERVICES: readonly HttpServiceId[] = ["affordability", "optimizer"];

export const SERVICES: readonly ServiceInfo[] = [
  { id: "affordability", seed: "000", title: "Offer and EMI affordability service", http: true },
  { id: "optimizer", seed: "001", title: "Payment optimizer REST service", http: true },
  { id: "terminal", seed: "002", title: "Android inter-app terminal services", http: false },
];

export function service(id: string): ServiceInfo | undefined {
  return SERVICES.find((s) => s.id === id);
}
