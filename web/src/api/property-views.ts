import { useEffect, useRef, useState } from 'react';
import { PropertyViewsSchema } from '../lib/api-contract';
import { postJson } from '../lib/fetch-json';

const recordView = (propertyId: string) =>
  postJson(`/api/properties/${encodeURIComponent(propertyId)}/views`, undefined, PropertyViewsSchema);

/**
 * Records one view of the property when the component mounts and gives back the total (undefined until
 * it arrives, or when it cannot be had: the number is a detail, so a failure stays silent).
 */
export function usePropertyViews(propertyId: string): number | undefined {
  const [answer, setAnswer] = useState<{ propertyId: string; views: number }>();
  const recordedFor = useRef<string | null>(null);

  useEffect(() => {
    // StrictMode re-runs effects on the same instance, whose refs survive: the view is still recorded once.
    if (recordedFor.current === propertyId) return;
    recordedFor.current = propertyId;
    recordView(propertyId).then(
      ({ views }) => setAnswer({ propertyId, views }),
      () => undefined,
    );
  }, [propertyId]);

  // An answer that arrives for a previous property must not show under the new one.
  return answer?.propertyId === propertyId ? answer.views : undefined;
}
