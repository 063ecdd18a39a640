/** One dependency /readyz must reach before the pod takes traffic. */
export interface HealthCheck {
  name: string;
  check(): Promise<boolean>;
}
