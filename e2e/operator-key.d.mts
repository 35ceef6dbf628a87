export declare const demoOwner: { email: string; password: string };
export declare function createOperatorApiKey(
  apiUrl: string,
  owner?: { email: string; password: string },
): Promise<string>;
export declare function saveOperatorApiKey(key: string): void;
export declare function operatorApiKey(): string;
