export declare const ports: { api: number; web: number };
